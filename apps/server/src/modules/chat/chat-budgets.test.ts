import { CHAT_MESSAGES, SUPPORT_REQUEST_TOO_MANY } from '@openheloc/domain';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { supportRequests } from '../../db/schema';
import { MESSAGES_PER_CONVERSATION_PER_MINUTE } from './chat-budgets';

const INIT = '/service-csp/external/api/v1/twilio/initWebChat';
const CONVERSATIONS = '/service-omni-proxy/insecure/api/v1/conversations';
const visitor = { friendlyName: 'Ana Cruz', emailAddress: 'ana@example.com' };

describe('live chat budgets', () => {
  let ctx: TestContext;
  let clock = new Date('2026-11-23T18:00:00Z');

  const init = (remoteAddress: string) =>
    ctx.app.inject({ method: 'POST', url: INIT, payload: visitor, remoteAddress });
  const send = (chat: { omniProxyChannelId: string; token: string }, remoteAddress: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `${CONVERSATIONS}/${chat.omniProxyChannelId}/messages`,
      headers: { authorization: `Bearer ${chat.token}` },
      payload: { body: 'Hello?' },
      remoteAddress,
    });
  const messageCount = async (chat: { omniProxyChannelId: string; token: string }) =>
    (
      await ctx.app.inject({
        url: `${CONVERSATIONS}/${chat.omniProxyChannelId}/messages`,
        headers: { authorization: `Bearer ${chat.token}` },
      })
    ).json().messages.length;

  beforeAll(async () => {
    ctx = await createTestApp({
      now: () => clock,
      config: { chatStartRateLimit: 3, chatMessageRateLimit: 30 },
    });
  });
  afterAll(() => ctx.close());

  it('refuses a fourth chat from one address in an hour, and no other address', async () => {
    for (let i = 0; i < 3; i++) expect((await init('203.0.113.5')).statusCode).toBe(200);
    const refused = await init('203.0.113.5');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors[0].message).toBe(CHAT_MESSAGES.tooManyChats);
    expect((await init('203.0.113.6')).statusCode).toBe(200);

    clock = new Date(clock.getTime() + 60 * 60 * 1000 + 1);
    expect((await init('203.0.113.5')).statusCode).toBe(200);
  });

  it('bounds the messages of one conversation and of one address a minute, keeping none refused', async () => {
    const first = (await init('198.51.100.7')).json();
    for (let i = 0; i < MESSAGES_PER_CONVERSATION_PER_MINUTE; i++) {
      expect((await send(first, '198.51.100.7')).statusCode).toBe(200);
    }
    const tooFast = await send(first, '198.51.100.7');
    expect(tooFast.statusCode).toBe(429);
    expect(tooFast.json().errors[0].message).toBe(CHAT_MESSAGES.tooManyMessages);
    expect(await messageCount(first)).toBe(MESSAGES_PER_CONVERSATION_PER_MINUTE);

    // The address has 10 of its 30 left, whichever conversation they go to.
    const second = (await init('198.51.100.7')).json();
    for (let i = 0; i < 10; i++) expect((await send(second, '198.51.100.7')).statusCode).toBe(200);
    expect((await send(second, '198.51.100.7')).statusCode).toBe(429);

    clock = new Date(clock.getTime() + 60 * 1000 + 1);
    expect((await send(first, '198.51.100.7')).statusCode).toBe(200);
  });

  it('refuses a fourth support request from one address in an hour, storing none refused', async () => {
    const request = (remoteAddress: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/service-csp/external/api/v1/support/requests',
        payload: {
          kind: 'MESSAGE',
          source: 'CONTACT_PAGE',
          name: 'Ana Cruz',
          emailAddress: 'ana@example.com',
          message: 'Please call me about my draw.',
        },
        remoteAddress,
      });
    const stored = async () =>
      (await ctx.database.db.select({ n: count() }).from(supportRequests))[0]?.n;
    const before = await stored();
    for (let i = 0; i < 3; i++) expect((await request('192.0.2.40')).statusCode).toBe(201);
    const refused = await request('192.0.2.40');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors[0].message).toBe(SUPPORT_REQUEST_TOO_MANY);
    expect(await stored()).toBe((before ?? 0) + 3);
    expect((await request('192.0.2.41')).statusCode).toBe(201);

    clock = new Date(clock.getTime() + 60 * 60 * 1000 + 1);
    expect((await request('192.0.2.40')).statusCode).toBe(201);
  });
});
