import { registerBorrower } from './support/borrowers';
import { BASE_PATH, expect, expectNoAxeViolations, test } from './support/fixtures';
import { latestMessageTo } from './support/mailbox';
import { OPS_USERS, signInAsOps } from './support/ops';
import { errorSummary, expectHeading, signIn } from './support/pages';

/**
 * Issue 30, Support: `/contact` is a real page (phone with its hours, e-mail, chat, a message
 * form that reaches operations, answered by e-mail), and a path nobody serves shows the lender's
 * page not found with a way back, never the API's JSON.
 */

for (const width of [375, 1280]) {
  test(`at ${width} px a visitor’s message on the Support page is answered from the console`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/contact');
    await expect(page).toHaveURL(`${BASE_PATH}/contact`);
    await expectHeading(page, 'Contact us');
    const phone = page.getByRole('region', { name: 'Call us' });
    await expect(phone.getByRole('link', { name: /\d{3}/ })).toHaveAttribute(
      'href',
      /^tel:\+1\d{10}$/,
    );
    await expect(phone).toContainText('Phone hours (Pacific Time');
    await expect(phone.getByRole('definition')).toHaveCount(7);
    await expect(page.getByRole('region', { name: 'Email us' }).getByRole('link')).toHaveAttribute(
      'href',
      /^mailto:/,
    );
    await expectNoAxeViolations(page);

    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByRole('button', { name: 'Send' }).click();
    const summary = errorSummary(page);
    await expect(summary.getByRole('link')).toHaveText([
      'Name: Required',
      'Email address: Required',
      'Your message: Required',
    ]);
    await expect(page.locator('#name-error')).toHaveText('Error: Required');
    await expectNoAxeViolations(page);

    const email = `support.${width}.${Date.now()}@example.com`;
    await form.getByLabel('Name').fill(`Robin Support ${width}`);
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel('Your message').fill('How long does the appraisal take?');
    await form.getByLabel('Ask for a call back').check();
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(summary.getByRole('link')).toHaveText([
      'Phone number: Please enter the number we should call',
    ]);
    await expect(page.locator('#phoneNumber-error')).toHaveText(
      'Error: Please enter the number we should call',
    );
    await form.getByLabel('Send a message').check();
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status')).toContainText(`We will answer by e-mail at ${email}`);

    const agentContext = await browser.newContext({ viewport: { width, height: 800 } });
    const agent = await agentContext.newPage();
    await signInAsOps(agent, OPS_USERS.agent, `${BASE_PATH}/ops/support`);
    await expectHeading(agent, 'Support requests');
    const item = agent.getByRole('listitem').filter({ hasText: `Robin Support ${width}` });
    await expect(item).toContainText('How long does the appraisal take?');
    await item.getByLabel(/Answer to Robin/).fill('Usually about a week.');
    await item.getByRole('button', { name: 'Send answer' }).click();
    await expect(item).toContainText('Answered');
    await expectNoAxeViolations(agent);
    await agentContext.close();

    const mail = await latestMessageTo(page.request, email, { subjectContains: 'answered' });
    expect(mail.text).toContain('Usually about a week.');
  });
}

test('the Support page’s chat button opens the chat', async ({ page }) => {
  await page.goto(`${BASE_PATH}/contact`);
  await page.getByRole('button', { name: 'Start a chat' }).click();
  await expect(page.getByRole('dialog', { name: /Chat with us/ })).toBeVisible();
});

test.describe('a page nobody serves', () => {
  // The browser logs the 404 answer it was given.
  test.use({ allowedConsoleErrors: /404 \(Not Found\)/ });
  for (const path of ['/pay', '/universal-marketplace', '/somewhere/else']) {
    test(`${path} in the browser: the lender’s page not found, with a way back`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expectHeading(page, 'Page not found');
      await expect(page.locator('body')).not.toContainText('"errors"');
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'Go to the home page' }).click();
      await expect(page).toHaveURL(new RegExp(`${BASE_PATH}/$`));
    });
  }

  test('inside the app, a signed-in borrower gets the app’s page not found', async ({ page }) => {
    const borrower = await registerBorrower(page.request, 'Lost', { label: 'not-found' });
    await signIn(page, borrower);
    await page.goto(`${BASE_PATH}/no-such-screen`);
    await expectHeading(page, 'Page not found');
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  });

  test('an API client still gets JSON', async ({ request }) => {
    const response = await request.get('/pay', { headers: { accept: 'application/json' } });
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({
      errors: [{ code: 'not_found', message: 'Not found' }],
    });
  });
});
