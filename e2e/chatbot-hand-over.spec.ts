import type { Page } from '@playwright/test';
import { holidayToday, setChatHours } from './support/chat-hours';
import { BASE_PATH, expect, expectNoAxeViolations, test } from './support/fixtures';
import { OPS_USERS, signInAsOps } from './support/ops';

/**
 * Issue 30, the chatbot hands over: in chat hours 'Talk to a person' moves the conversation, with
 * its history, to the agents' queue; outside them 'Leave a message' reaches operations' Support
 * requests with the conversation. Every test changes the same lender's week, so they run one
 * after the other.
 */

const widget = (page: Page) => page.getByRole('dialog', { name: /Chat with us/ });

async function ask(page: Page, question: string): Promise<void> {
  const composer = widget(page).getByPlaceholder('Type your message');
  await composer.fill(question);
  await composer.press('Enter');
  await expect(widget(page).getByRole('log')).toContainText(question);
}

async function startAs(page: Page, name: string): Promise<void> {
  await widget(page).getByLabel('Name').fill(name);
  await widget(page).getByLabel('Email address').fill('hand.over@example.com');
  await widget(page).getByRole('button', { name: 'Start chat' }).click();
}

test.describe.configure({ mode: 'default' });

let restoreHours: (() => Promise<void>) | undefined;
test.afterEach(async () => {
  await restoreHours?.();
  restoreHours = undefined;
});

for (const width of [375, 1280]) {
  test(`at ${width} px in chat hours the chatbot hands the conversation to an agent`, async ({
    page,
    browser,
    request,
  }) => {
    test.skip(holidayToday(), 'Chat is closed on major US holidays whatever the week says');
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 800 });
    restoreHours = await setChatHours(request, false);
    const name = `Handed Over ${width}${test.info().retry ? ' again' : ''}`;

    // The borrower begins with the assistant outside hours; then operations open chat.
    await page.goto(`${BASE_PATH}/`);
    await page.getByRole('button', { name: 'Chat with us' }).click();
    await startAs(page, name);
    await ask(page, 'What fees do you charge?');
    await expect(widget(page).getByRole('log')).toContainText('4.99%');
    await setChatHours(request, true);
    await page.reload();
    await page.getByRole('button', { name: 'Chat with us' }).click();
    await expect(widget(page).getByRole('log')).toContainText('4.99%');
    await ask(page, 'Can I talk to a person?');
    await expect(widget(page).getByRole('log')).toContainText("Choose 'Talk to a person' below");
    await expectNoAxeViolations(page);
    await widget(page).getByRole('button', { name: 'Talk to a person' }).click();
    await expect(widget(page).getByRole('log')).toContainText(
      'The conversation with our assistant so far',
    );

    const agentContext = await browser.newContext({ viewport: { width, height: 800 } });
    const agent = await agentContext.newPage();
    await signInAsOps(agent, OPS_USERS.agent, `${BASE_PATH}/ops/chat`);
    const waiting = agent.getByRole('listitem').filter({ hasText: name });
    await expect(waiting).toBeVisible();
    await waiting.getByRole('button', { name: /Claim/ }).click();
    const agentLog = agent.getByRole('log');
    await expect(agentLog).toContainText('You: What fees do you charge?');
    await expect(agentLog).toContainText('You: Can I talk to a person?');
    await agent.getByPlaceholder('Type your message').fill('Hi, I have your questions here.');
    await agent.getByPlaceholder('Type your message').press('Enter');
    await expect(widget(page).getByRole('log')).toContainText('Hi, I have your questions here.');
    await agentContext.close();
  });

  test(`at ${width} px outside chat hours the chatbot takes a message for operations`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 800 });
    restoreHours = await setChatHours(request, false);
    const name = `Left A Message ${width}${test.info().retry ? ' again' : ''}`;

    await page.goto(`${BASE_PATH}/`);
    await page.getByRole('button', { name: 'Chat with us' }).click();
    await startAs(page, name);
    await ask(page, 'Can I talk to a person?');
    await expect(widget(page).getByRole('log')).toContainText("Choose 'Leave a message' below");
    await widget(page).getByRole('button', { name: 'Leave a message' }).click();
    const form = widget(page).getByRole('form', { name: 'Send us a message' });
    await expect(form.getByLabel('Name')).toHaveValue(name);
    await form.getByLabel('Ask for a call back').check();
    await form.getByLabel('Phone number').fill('4155550123');
    await form.getByLabel('Your message').fill('Please call me about my draw.');
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(widget(page).getByRole('status')).toContainText('we have your request');

    const agentContext = await browser.newContext({ viewport: { width, height: 800 } });
    const agent = await agentContext.newPage();
    await signInAsOps(agent, OPS_USERS.agent, `${BASE_PATH}/ops/support`);
    const item = agent.getByRole('listitem').filter({ hasText: name }).first();
    await expect(item).toContainText('Call back');
    await expect(item).toContainText('call (415) 555-0123');
    await expect(item).toContainText('Chatbot, outside chat hours');
    await item.getByText(/The chatbot conversation/).click();
    await expect(item).toContainText('Borrower: Can I talk to a person?');
    await agentContext.close();
  });
}
