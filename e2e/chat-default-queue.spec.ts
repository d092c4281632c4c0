import type { Page } from '@playwright/test';
import { holidayToday, setChatHours } from './support/chat-hours';
import { BASE_PATH, expect, test } from './support/fixtures';
import { OPS_USERS, signInAsOps } from './support/ops';

/**
 * Issue 30, item 1: with no query parameter (the lender's defaults, stream flag on) a chat
 * started in hours asks only for a name and an e-mail, reaches the agents' queue, and an agent
 * answers it. Both widths change the same lender's week, so they run one after the other.
 */

const widget = (page: Page) => page.getByRole('dialog', { name: /Chat with us/ });

test.describe.configure({ mode: 'default' });

let restoreHours: (() => Promise<void>) | undefined;
test.afterEach(async () => {
  await restoreHours?.();
  restoreHours = undefined;
});

for (const width of [375, 1280]) {
  test(`at ${width} px a chat with no query parameter reaches the queue and an agent answers`, async ({
    page,
    browser,
    request,
  }) => {
    test.skip(holidayToday(), 'Chat is closed on major US holidays whatever the week says');
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 800 });
    restoreHours = await setChatHours(request, true);
    const name = `Queue Visitor ${width}${test.info().retry ? ' again' : ''}`;

    await page.goto(`${BASE_PATH}/`);
    await page.getByRole('button', { name: 'Chat with us' }).click();
    await expect(widget(page).getByLabel('Name')).toBeVisible();
    await expect(widget(page).getByLabel('Agent ID')).toHaveCount(0);
    await widget(page).getByLabel('Name').fill(name);
    await widget(page).getByLabel('Email address').fill('queue.visitor@example.com');
    await widget(page).getByRole('button', { name: 'Start chat' }).click();
    const composer = widget(page).getByPlaceholder('Type your message');
    await composer.fill('Is anyone there?');
    await composer.press('Enter');
    await expect(widget(page).getByRole('log')).toContainText('Is anyone there?');

    const agentContext = await browser.newContext({ viewport: { width, height: 800 } });
    const agent = await agentContext.newPage();
    await signInAsOps(agent, OPS_USERS.agent, `${BASE_PATH}/ops/chat`);
    const waiting = agent.getByRole('listitem').filter({ hasText: name });
    await expect(waiting).toBeVisible();
    await waiting.getByRole('button', { name: /Claim/ }).click();
    await expect(agent.getByRole('log')).toContainText('Is anyone there?');
    await agent.getByPlaceholder('Type your message').fill('Yes, how can I help?');
    await agent.getByPlaceholder('Type your message').press('Enter');
    await expect(widget(page).getByRole('log')).toContainText('Yes, how can I help?');
    await agentContext.close();
  });
}
