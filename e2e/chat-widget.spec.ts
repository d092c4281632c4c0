import type { Page } from '@playwright/test';
import { BASE_PATH, expect, expectNoAxeViolations, test } from './support/fixtures';
import { check } from './support/pages';
import { samplePdf } from '../apps/server/test/sample-files';

/** The chat widget on a public page: opening, the modes' first screens, the form's rules. */

const OPEN_STATUS = '**/service-operating-hours/external/api/v1/hours/OPS_CHAT/openStatus';

/** Pins the hours the browser sees, so the mode choice does not depend on the clock. */
async function hoursAre(page: Page, open: boolean): Promise<void> {
  await page.route(OPEN_STATUS, (route) => route.fulfill({ json: open }));
}

function widget(page: Page) {
  return page.getByRole('dialog', { name: /Chat with us/ });
}

async function startAs(page: Page, name: string, email: string): Promise<void> {
  await widget(page).getByLabel('Name').fill(name);
  await widget(page).getByLabel('Email address').fill(email);
  await widget(page).getByRole('button', { name: 'Start chat' }).click();
}

test.describe('the chat widget', () => {
  test('opens from pop-webchat, leaves the URL, collapses with Escape and reopens', async ({
    page,
  }) => {
    await hoursAre(page, true);
    // The chat's three flags come from one v1/features call, not one v1/feature call each.
    const flagCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/service-optimize\/heloc\/api\/v1\/features?$/.test(request.url())) {
        flagCalls.push(request.url().replace(/^.*\/v1\//, ''));
      }
    });
    await page.goto(`${BASE_PATH}/?pop-webchat=true&utm_source=x`);
    await expect(widget(page)).toBeVisible();
    expect(flagCalls.filter((call) => call === 'features')).toHaveLength(1);
    await expect(page).toHaveURL(/\/account\/heloc\/?\?utm_source=x$/);
    await expect(widget(page).getByLabel('Name')).toBeVisible();
    await widget(page).getByLabel('Name').focus();
    await page.keyboard.press('Escape');
    await expect(widget(page)).toBeHidden();
    const launcher = page.getByRole('button', { name: 'Chat with us' });
    await expect(launcher).toBeFocused();
    await expect(launcher).toHaveAttribute('aria-expanded', 'false');
    await launcher.click();
    await expect(widget(page)).toBeVisible();
  });

  test('while the widget’s code loads, the open launcher points at something', async ({ page }) => {
    await hoursAre(page, true);
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    await page.route('**/assets/chat-widget-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${BASE_PATH}/?pop-webchat=true`);
    const launcher = page.getByRole('button', { name: 'Chat with us' });
    await expect(launcher).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);
    release();
    await expect(widget(page)).toBeVisible();
  });

  test(
    'stream mode in hours asks who is chatting, with the agent picker outside production',
    { tag: '@layout' },
    async ({ page }) => {
      await hoursAre(page, true);
      await page.goto(`${BASE_PATH}/?pop-webchat=true&mode=stream`);
      await expect(widget(page).getByLabel('Agent ID')).toBeVisible();
      await expect(widget(page)).toContainText('Live agents are available Monday-Friday');
      await check(page, 'chat/widget-stream-form', false);
    },
  );

  test(
    'refuses a blank or too long name and a bad e-mail with the spec’s messages',
    { tag: '@layout' },
    async ({ page }) => {
      await hoursAre(page, true);
      await page.goto(`${BASE_PATH}/?pop-webchat=true&mode=twilio`);
      await widget(page).getByRole('button', { name: 'Start chat' }).click();
      await expect(widget(page).locator('#friendlyName-error')).toHaveText('Error: Required');
      await expect(widget(page).getByRole('link', { name: 'Name: Required' })).toBeVisible();
      await expect(widget(page).getByRole('heading', { name: 'There is a problem' })).toBeVisible();
      await startAs(page, 'x'.repeat(129), 'not-an-email');
      await expect(widget(page).locator('#friendlyName-error')).toHaveText(
        'Error: Cannot be more than 128 characters',
      );
      await expect(widget(page).locator('#emailAddress-error')).toHaveText(
        'Error: Please enter a valid email address',
      );
      await check(page, 'chat/widget-form-errors', false);
    },
  );

  test(
    'twilio holds the first message as waiting for the next available agent',
    { tag: '@layout' },
    async ({ page }) => {
      await hoursAre(page, true);
      await page.goto(`${BASE_PATH}/?pop-webchat=true&mode=twilio`);
      await startAs(page, 'Pat Doe', 'pat@example.com');
      const composer = widget(page).getByPlaceholder('Type your message');
      await composer.press('Enter');
      await expect(widget(page).getByText('Waiting for next available agent')).toHaveCount(0);
      await composer.fill('Hello');
      await composer.press('Shift+Enter');
      await composer.pressSequentially('What fees do you charge?');
      await composer.press('Enter');
      await expect(widget(page).getByText('Waiting for next available agent')).toBeVisible();
      await expect(widget(page).getByRole('log')).toContainText('Hello\nWhat fees do you charge?');
      const stored = await page.evaluate(() => window.localStorage.getItem('WEBCHAT'));
      expect(JSON.parse(stored ?? '{}')).toMatchObject({
        friendlyName: 'Pat Doe',
        emailAddress: 'pat@example.com',
        initialMessage: 'Hello\nWhat fees do you charge?',
      });
      await check(page, 'chat/widget-twilio-waiting', false);

      // The session survives a reload and resumes without the form.
      await page.goto(`${BASE_PATH}/?pop-webchat=true`);
      await expect(widget(page).getByText('Waiting for next available agent')).toBeVisible();
    },
  );

  test(
    'attachments of the allowed types only, each removable before sending',
    { tag: '@layout' },
    async ({ page }) => {
      await hoursAre(page, true);
      await page.goto(`${BASE_PATH}/?pop-webchat=true&mode=stream`);
      await widget(page).getByLabel('Name').fill('Pat Doe');
      await widget(page).getByLabel('Email address').fill('pat@example.com');
      await widget(page).getByLabel('Agent ID').fill('any');
      await widget(page).getByRole('button', { name: 'Start chat' }).click();
      const input = widget(page).locator('input[type="file"]');
      await input.setInputFiles([
        { name: 'statement.pdf', mimeType: 'application/pdf', buffer: samplePdf('Statement') },
        { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') },
      ]);
      await input.setInputFiles({
        name: 'virus.exe',
        mimeType: 'application/x',
        buffer: Buffer.from('x'),
      });
      await expect(widget(page).getByRole('alert')).toContainText('Only these files can be sent');
      const files = widget(page).getByRole('list', { name: 'Files to send' });
      await expect(files.getByRole('listitem')).toHaveCount(2);
      await files.getByRole('button', { name: 'Remove notes.txt' }).click();
      await expect(files.getByRole('listitem')).toHaveCount(1);
      await widget(page).getByRole('button', { name: 'Send' }).click();
      await expect(
        widget(page)
          .getByRole('log')
          .getByRole('button', { name: /statement\.pdf/ }),
      ).toBeVisible();
      await check(page, 'chat/widget-stream-conversation', false);
    },
  );

  for (const mode of ['nice', 'talkjs'] as const) {
    test(
      `${mode} mode in hours asks who is chatting, then takes the first message`,
      { tag: '@layout' },
      async ({ page }) => {
        await hoursAre(page, true);
        await page.goto(`${BASE_PATH}/?pop-webchat=true&mode=${mode}`);
        await expect(widget(page).getByLabel('Name')).toBeVisible();
        await check(page, `chat/widget-${mode}-form`, false);
        await startAs(page, 'Pat Doe', 'pat@example.com');
        const composer = widget(page).getByPlaceholder('Type your message');
        await composer.fill('Hello');
        await composer.press('Enter');
        await expect(widget(page).getByRole('log')).toContainText('Hello');
        // nice holds it until an agent joins, as twilio does; talkjs sends it at once.
        await expect(widget(page).getByText('Waiting for next available agent')).toHaveCount(
          mode === 'nice' ? 1 : 0,
        );
        await check(page, `chat/widget-${mode}-conversation`, false);
      },
    );
  }
});
