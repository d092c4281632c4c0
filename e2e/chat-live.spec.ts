import type { Page } from '@playwright/test';
import { applicationOf, borrowerAtOfferSelection } from './support/borrowers';
import { BASE_PATH, expect, test } from './support/fixtures';
import { check, signIn, urlOf } from './support/pages';

const OPEN_STATUS = '**/service-operating-hours/external/api/v1/hours/OPS_CHAT/openStatus';
const AGENT = { email: 'agent@openheloc.test', password: 'Ops-Sandbox-2026!' };

const widget = (page: Page) => page.getByRole('dialog', { name: /Chat with us/ });

async function signInAgent(page: Page): Promise<void> {
  await page.goto(`${BASE_PATH}/ops/login?redirectUrl=/ops/chat`);
  await page.getByLabel('Work email').fill(AGENT.email);
  await page.getByLabel('Password').fill(AGENT.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
}

test.describe('a borrower and an agent', () => {
  test(
    'chat in the console: typing, a file, the end and the survey',
    { tag: '@layout' },
    async ({ page, browser, request }) => {
      test.setTimeout(120_000);
      const borrower = await borrowerAtOfferSelection(request, 'Livechat');
      const { loanNumber } = await applicationOf<{ loanNumber: string }>(request, borrower);
      await signIn(page, borrower);
      await page.route(OPEN_STATUS, (route) => route.fulfill({ json: true }));
      // On an application page the chat carries the application.
      await page.goto(`${urlOf(borrower, 'liens')}?pop-webchat=true&mode=twilio`);

      // Known from the profile: no form; the first message waits for an agent.
      const composer = widget(page).getByPlaceholder('Type your message');
      await composer.fill('Hi, can I change my line amount later?');
      await composer.press('Enter');
      await expect(widget(page).getByText('Waiting for next available agent')).toBeVisible();

      const agentContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
      const agent = await agentContext.newPage();
      await signInAgent(agent);
      const waiting = agent.getByRole('listitem').filter({ hasText: 'Pat Livechat' });
      await expect(waiting).toBeVisible();
      await check(agent, 'chat/console-queue');
      await waiting.getByRole('button', { name: /Claim/ }).click();
      await expect(agent.getByRole('heading', { level: 2, name: 'Pat Livechat' })).toBeVisible();

      // The agent joined: the held message goes out and reaches the console.
      const agentLog = agent.getByRole('log');
      await expect(agentLog).toContainText('Hi, can I change my line amount later?');
      await expect(widget(page).getByText('Waiting for next available agent')).toHaveCount(0);
      await expect(widget(page).getByRole('log')).toContainText('Avery Agent joined the chat.');
      await expect(agent.getByRole('region', { name: 'Application' })).toContainText(loanNumber);

      // Typing shows on the other side.
      await agent.getByPlaceholder('Type your message').pressSequentially('Yes, you can');
      await expect(widget(page).getByText('Agent is typing...')).toBeVisible();
      await agent.getByPlaceholder('Type your message').press('Enter');
      await expect(widget(page).getByRole('log')).toContainText('Yes, you can');
      await composer.pressSequentially('Here is my statement');
      await expect(agent.getByText('Customer is typing...')).toBeVisible();

      // A file from the borrower reaches the agent.
      await widget(page)
        .locator('input[type="file"]')
        .setInputFiles({
          name: 'statement.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.from('%PDF-1.4 statement'),
        });
      await composer.press('Enter');
      await expect(agentLog.getByRole('button', { name: /statement\.pdf/ })).toBeVisible();
      const download = agent.waitForEvent('download');
      await agentLog.getByRole('button', { name: /statement\.pdf/ }).click();
      expect((await download).suggestedFilename()).toBe('statement.pdf');
      await check(agent, 'chat/console-conversation');
      await check(page, 'chat/widget-twilio-conversation', false);

      // The agent ends the chat; the borrower sees the ended panel and takes the survey.
      await agent.getByRole('button', { name: 'End chat' }).click();
      await agent.getByRole('button', { name: 'End chat' }).click();
      await expect(
        widget(page).getByRole('heading', { name: 'Thanks for chatting with us!' }),
      ).toBeVisible();
      expect(await page.evaluate(() => window.localStorage.getItem('WEBCHAT_TWILIO'))).toBeNull();
      await check(page, 'chat/widget-ended', false);
      const surveyTab = page.context().waitForEvent('page');
      await widget(page)
        .getByRole('button', { name: /Take the survey/ })
        .click();
      const survey = await surveyTab;
      await expect(survey.getByRole('heading', { level: 1, name: 'How did we do?' })).toBeVisible();
      await survey.getByRole('button', { name: 'Send' }).click();
      await expect(
        survey.getByRole('link', { name: /Choose how satisfied you are/ }),
      ).toBeVisible();
      await survey.getByLabel('Very satisfied').check();
      await survey.getByLabel('Yes').check();
      await survey.getByLabel(/Anything else/).fill('Quick and clear.');
      await check(survey, 'chat/survey');
      await survey.getByRole('button', { name: 'Send' }).click();
      await expect(
        survey.getByRole('heading', { level: 1, name: 'Thank you for your feedback' }),
      ).toBeVisible();
      await survey.reload();
      await expect(survey.getByText('This survey has already been answered.')).toBeVisible();
      await agentContext.close();
    },
  );
});
