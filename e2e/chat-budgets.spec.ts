import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { CHAT_MESSAGES } from '@openheloc/domain';
import { BASE_PATH, expect, test } from './support/fixtures';
import { startOwnServer, type OwnServer } from './support/own-server';
import { check } from './support/pages';

// Its own server, with a budget of one chat per address an hour: every spec chats from 127.0.0.1.
let server: OwnServer;
let api: APIRequestContext;
test.beforeAll(async () => {
  server = await startOwnServer({ CHAT_START_RATE_LIMIT: '1' });
  api = await playwrightRequest.newContext({ baseURL: server.url });
});
// The browser logs the refused start (429) as a failed resource.
test.use({ allowedConsoleErrors: /status of 429/ });
test.afterAll(async () => {
  await api.dispose();
  await server.stop();
});

test('a visitor past the chat budget of their address is told why, in the widget', async ({
  page,
}) => {
  await page.route(
    '**/service-operating-hours/external/api/v1/hours/OPS_CHAT/openStatus',
    (route) => route.fulfill({ json: true }),
  );
  const first = await api.post('/service-csp/external/api/v1/twilio/initWebChat', {
    data: { friendlyName: 'Ana Cruz', emailAddress: 'ana@example.com' },
  });
  expect(first.status()).toBe(200);

  await page.goto(`${server.url}${BASE_PATH}/?pop-webchat=true&mode=twilio`);
  const widget = page.getByRole('dialog', { name: /Chat with us/ });
  await widget.getByLabel('Name').fill('Ana Cruz');
  await widget.getByLabel('Email address').fill('ana@example.com');
  await widget.getByRole('button', { name: 'Start chat' }).click();
  await expect(
    widget.getByRole('status').filter({ hasText: CHAT_MESSAGES.tooManyChats }),
  ).toBeVisible();
  await expect(widget.getByRole('button', { name: 'Start chat' })).toBeVisible();
  await check(page, 'chat-budget-reached');
});
