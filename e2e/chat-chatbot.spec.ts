import type { Page } from '@playwright/test';
import { applicationOf, borrowerAtOfferSelection } from './support/borrowers';
import { BASE_PATH, expect, test } from './support/fixtures';
import { check, signIn } from './support/pages';

const OPEN_STATUS = '**/service-operating-hours/external/api/v1/hours/OPS_CHAT/openStatus';
const FEEDBACK = '/service-chat-chatbot/external/api/v1/message/setChatReplyUsedWithFeedback';

const widget = (page: Page) => page.getByRole('dialog', { name: /Chat with us/ });

async function ask(page: Page, question: string): Promise<void> {
  const composer = widget(page).getByPlaceholder('Type your message');
  await composer.fill(question);
  await composer.press('Enter');
  await expect(composer).toHaveValue('');
}

test.describe('the chatbot outside operating hours', () => {
  test(
    'answers a fee question and the borrower’s own status; a downvote’s feedback is stored',
    { tag: '@layout' },
    async ({ page, request }) => {
      const borrower = await borrowerAtOfferSelection(request, 'Botanswer');
      const { loanNumber } = await applicationOf<{ loanNumber: string }>(request, borrower);
      await signIn(page, borrower);
      // The browser sees the department closed: the mode choice goes to the chatbot.
      await page.route(OPEN_STATUS, (route) => route.fulfill({ json: false }));
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
