import type { Page } from '@playwright/test';
import { applicationOf, borrowerAtOfferSelection } from './support/borrowers';
import { chatIsOpen, holidayToday, keepChatWeek, setChatHours } from './support/chat-hours';
import { pacificToday } from '@openheloc/domain';
import { BASE_PATH, expect, test } from './support/fixtures';
import { OPS_USERS, signInAsOps } from './support/ops';
import { check, signIn, urlOf } from './support/pages';
import { samplePdf } from '../apps/server/test/sample-files';

/**
 * Chat in and out of operating hours, set for real on the operations hours screen and through
 * the operations hours API (and put back after each test). Both tests change the same lender's week, so they run one after the other.
 */

const FEEDBACK = '/service-chat-chatbot/external/api/v1/message/setChatReplyUsedWithFeedback';

const widget = (page: Page) => page.getByRole('dialog', { name: /Chat with us/ });

/** On the operating hours screen: every day open from 00:00 to 23:59, after a refused week. */
async function openAllWeek(agent: Page): Promise<void> {
  await agent.getByRole('link', { name: 'Operating hours' }).click();
  await expect(agent.getByRole('heading', { level: 1, name: 'Operating hours' })).toBeVisible();
  const week = agent.getByRole('form', { name: 'Week' });
  for (const day of [
    'Monday',
    'Tuesday',
    'Wednesday',
    'Thursday',
    'Friday',
    'Saturday',
    'Sunday',
  ]) {
    const fields = week.getByRole('group', { name: day });
    await fields.getByLabel('Open', { exact: true }).check();
    await fields.getByLabel('Opens').fill('00:00');
    await fields.getByLabel('Closes').fill('23:59');
  }
  // A day that closes before it opens is refused with its message, and nothing is saved.
  const monday = week.getByRole('group', { name: 'Monday' });
  await monday.getByLabel('Opens').fill('12:00');
  await monday.getByLabel('Closes').fill('09:00');
  await week.getByRole('button', { name: 'Save hours' }).click();
  await expect(agent.locator('#monday-hours-error')).toHaveText(
    'Error: The closing time must be after the opening time',
  );
  await check(agent, 'chat/hours-editor-error');
  await monday.getByLabel('Opens').fill('00:00');
  await monday.getByLabel('Closes').fill('23:59');
  await week.getByRole('button', { name: 'Save hours' }).click();
  await expect(week.getByRole('status')).toHaveText('Live chat hours saved.');
  await check(agent, 'chat/hours-editor');
}

async function ask(page: Page, question: string): Promise<void> {
  const composer = widget(page).getByPlaceholder('Type your message');
  await composer.fill(question);
  await composer.press('Enter');
  await expect(composer).toHaveValue('');
}

test.describe.configure({ mode: 'default' });

let restoreHours: (() => Promise<void>) | undefined;
test.afterEach(async () => {
  await restoreHours?.();
  restoreHours = undefined;
});

test.describe('in operating hours, a borrower and an agent', () => {
  test(
    'chat in the console: typing, a file, the end and the survey',
    { tag: '@layout' },
    async ({ page, browser, request }) => {
      test.skip(holidayToday(), 'Chat is closed on major US holidays whatever the week says');
      test.setTimeout(150_000);
      // A retry meets the first attempt's borrower in the lists: it brings a borrower of its own name.
      const surname = test.info().retry === 0 ? 'Livechat' : 'Livechatagain';
      const borrower = await borrowerAtOfferSelection(request, surname);
      const { loanNumber } = await applicationOf<{ loanNumber: string }>(request, borrower);
      await signIn(page, borrower);

      // The agent opens chat all day, every day, on the operating hours screen.
      const agentContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
      const agent = await agentContext.newPage();
      await signInAsOps(agent, OPS_USERS.agent, `${BASE_PATH}/ops/chat`);
      restoreHours = await keepChatWeek(request);
      await openAllWeek(agent);
      expect(await chatIsOpen(request)).toBe(true);
      await agent.getByRole('link', { name: 'Back to the chat console' }).click();

      // On an application page the chat carries the application.
      await page.goto(`${urlOf(borrower, 'liens')}?pop-webchat=true&mode=twilio`);

      // Known from the profile: no form; the first message waits for an agent.
      const composer = widget(page).getByPlaceholder('Type your message');
      await composer.fill('Hi, can I change my line amount later?');
      await composer.press('Enter');
      await expect(widget(page).getByText('Waiting for next available agent')).toBeVisible();

      const waiting = agent.getByRole('listitem').filter({ hasText: `Pat ${surname}` });
      await expect(waiting).toBeVisible();
      await check(agent, 'chat/console-queue');
      await waiting.getByRole('button', { name: /Claim/ }).click();
      await expect(agent.getByRole('heading', { level: 2, name: `Pat ${surname}` })).toBeVisible();

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
          buffer: samplePdf('Statement'),
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

      // Operations read the answer among the survey results, filtered to the skill and the day.
      await agent.getByRole('link', { name: 'Survey results' }).click();
      await expect(
        agent.getByRole('heading', { level: 1, name: 'Chat survey results' }),
      ).toBeVisible();
      const filters = agent.getByRole('form', { name: 'Filters' });
      const today = pacificToday(new Date());
      await filters.getByLabel('From (Pacific day)').fill(today);
      await filters.getByLabel('To (Pacific day)').fill('2020-01-01');
      await filters.getByRole('button', { name: 'Apply filters' }).click();
      await expect(filters.locator('#to-error')).toHaveText(
        'Error: The end date must be on or after the start date',
      );
      await check(agent, 'chat/survey-results-errors', false);
      await filters.getByLabel('Skill').selectOption('FHEL');
      await filters.getByLabel('To (Pacific day)').fill(today);
      await filters.getByRole('button', { name: 'Apply filters' }).click();
      await expect(agent).toHaveURL(new RegExp(`skill=FHEL&from=${today}&to=${today}`));
      const answer = agent.getByRole('listitem').filter({ hasText: `Pat ${surname}` });
      await expect(answer).toContainText('Very satisfied (5 of 5)');
      await expect(answer).toContainText('Quick and clear.');
      await expect(answer).toContainText(loanNumber);
      await expect(agent.getByRole('definition').first()).not.toHaveText('0');
      await check(agent, 'chat/survey-results');
      await agentContext.close();
    },
  );
});

test.describe('outside operating hours, the chatbot', () => {
  test(
    'answers a fee question and the borrower’s own status; a downvote’s feedback is stored',
    { tag: '@layout' },
    async ({ page, request }) => {
      const borrower = await borrowerAtOfferSelection(request, 'Botanswer');
      const { loanNumber } = await applicationOf<{ loanNumber: string }>(request, borrower);
      await signIn(page, borrower);
      // Operations close chat: the mode choice goes to the chatbot.
      restoreHours = await setChatHours(request, false);
      await page.goto(`${BASE_PATH}/?pop-webchat=true`);

      // Name and e-mail are known from the profile: no form.
      await expect(widget(page).getByText(/I'm the OpenHELOC assistant/)).toBeVisible();
      await expect(widget(page).getByLabel('Name')).toHaveCount(0);

      const log = widget(page).getByRole('log');
      await ask(page, 'What is the origination fee?');
      await expect(log).toContainText('4.99%');
      await ask(page, 'What is the status of my application?');
      await expect(log).toContainText(`Your application ${loanNumber} is at this stage:`);
      const stored = await page.evaluate(() => window.localStorage.getItem('WEBCHAT_CHATBOT'));
      expect(JSON.parse(stored ?? '{}')).toMatchObject({ conversationId: expect.any(String) });

      await widget(page).getByRole('button', { name: 'Not helpful' }).click();
      const dialog = page.getByRole('dialog', { name: 'Tell us more' });
      await dialog.getByRole('button', { name: 'Send feedback' }).click();
      await expect(dialog).toContainText('Please select a reason');
      await dialog.getByLabel('Other').check();
      await dialog.getByLabel(/Additional information/).fill('x'.repeat(141));
      await dialog.getByRole('button', { name: 'Send feedback' }).click();
      await expect(dialog).toContainText('Please restrict your response to 140 characters.');
      await check(page, 'chat/chatbot-feedback', false);
      await dialog.getByLabel(/Additional information/).fill('I wanted the date my line opens');
      const sent = page.waitForResponse((response) => response.url().endsWith(FEEDBACK));
      await dialog.getByRole('button', { name: 'Send feedback' }).click();
      const response = await sent;
      expect(response.status()).toBe(200);
      expect(await response.json()).toMatchObject({
        rating: 0,
        reason: 'other',
        feedbackMessage: 'I wanted the date my line opens',
      });
      await expect(dialog).toBeHidden();
      // Disabled until a new answer arrives.
      await expect(
        widget(page).getByRole('button', { name: 'Thanks for your feedback' }),
      ).toBeDisabled();
      await ask(page, 'How long does funding take?');
      await expect(widget(page).getByRole('button', { name: 'Not helpful' })).toBeEnabled();
      await check(page, 'chat/chatbot-conversation', false);

      // Reloaded, the conversation comes back from its history.
      await page.goto(`${BASE_PATH}/?pop-webchat=true`);
      await expect(widget(page).getByRole('log')).toContainText('4.99%');
    },
  );
});
