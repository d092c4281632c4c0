import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { opsTokenFor } from './test-support/agents';
import { registrationFixture } from '@openheloc/domain/testing/registration';

const CONSOLE = '/ops/api/v1/chat';
const INIT = '/service-csp/external/api/v1/twilio/initWebChat';
const CONVERSATIONS = '/service-omni-proxy/insecure/api/v1/conversations';
const HOURS = '/ops/api/v1/hours/organizations';

describe('agent console and operating-hours operations', () => {
  let ctx: TestContext;
  const clock = new Date('2026-11-23T18:00:00Z'); // Monday 10:00 PT
  let agent: string;
  let otherAgent: string;
  let cedarmarkAgent: string;
  let underwriter: string;
  let borrower: { jwt: string; applicationUuid: string };

  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const opsCall = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: as(token), ...(payload ? { payload } : {}) });
  const startChat = async (payload: object = {}, headers: Record<string, string> = {}) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: INIT,
      headers,
      payload: { friendlyName: 'Ana Cruz', emailAddress: 'ana@example.com', ...payload },
    });
    return res.json<{ omniProxyChannelId: string; token: string; skill: string }>();
  };

  beforeAll(async () => {
    ctx = await createTestApp({ now: () => clock });
    agent = await opsTokenFor(ctx, {
      email: 'agent@example.test',
      name: 'Avery Agent',
      roles: ['CHAT_AGENT'],
    });
    otherAgent = await opsTokenFor(ctx, {
      email: 'agent2@example.test',
      name: 'Blake Agent',
      roles: ['CHAT_AGENT'],
    });
    cedarmarkAgent = await opsTokenFor(ctx, {
      email: 'cedar@example.test',
      name: 'Cedar Agent',
      roles: ['CHAT_AGENT'],
      orgCodes: ['CEDARMARK_BANK'],
    });
    underwriter = await opsTokenFor(ctx, {
      email: 'uw@example.test',
      name: 'Uma',
      roles: ['UNDERWRITER'],
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/identity/api/v1/registration/register',
      payload: registrationFixture({ email: 'console.borrower@example.com' }),
    });
    borrower = res.json();
    await ctx.drainJobs();
  });
  afterAll(() => ctx.close());

  it('shows waiting chats per skill to agents of the lender, and refuses others', async () => {
    const chat = await startChat();
    await ctx.app.inject({
      method: 'POST',
      url: `${CONVERSATIONS}/${chat.omniProxyChannelId}/messages`,
      headers: as(chat.token),
      payload: { body: 'Can I raise my line?' },
    });
    const queue = (await opsCall('GET', `${CONSOLE}/queue?skill=FHEL`, agent)).json();
    expect(queue.waiting).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          conversationId: chat.omniProxyChannelId,
          skill: 'FHEL',
          customerName: 'Ana Cruz',
          preview: 'Can I raise my line?',
        }),
      ]),
    );
    const whiteLabel = (await opsCall('GET', `${CONSOLE}/queue?skill=White%20Label`, agent)).json();
    expect(
      whiteLabel.waiting.map((item: { conversationId: string }) => item.conversationId),
    ).not.toContain(chat.omniProxyChannelId);
    const cedar = (await opsCall('GET', `${CONSOLE}/queue`, cedarmarkAgent)).json();
    expect(cedar.waiting).toEqual([]);
    expect((await opsCall('GET', `${CONSOLE}/queue`, underwriter)).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: `${CONSOLE}/queue` })).statusCode).toBe(401);
    // A borrower's token is no operations token.
    expect((await opsCall('GET', `${CONSOLE}/queue`, borrower.jwt)).statusCode).toBe(401);
  });

  it('lets one agent join, reply, type, attach and end; the other agent is refused', async () => {
    const chat = await startChat();
    const id = chat.omniProxyChannelId;
    const claimed = await opsCall('POST', `${CONSOLE}/conversations/${id}/claim`, agent);
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json()).toMatchObject({
      conversation: { status: 'ACTIVE', agentName: 'Avery Agent' },
      token: expect.any(String),
    });
    const late = await opsCall('POST', `${CONSOLE}/conversations/${id}/claim`, otherAgent);
    expect(late.statusCode).toBe(409);
    expect(late.json().errors[0].message).toBe('Another agent has already joined this chat.');
    const intruder = await opsCall('POST', `${CONSOLE}/conversations/${id}/messages`, otherAgent, {
      body: 'Hi',
    });
    expect(intruder.statusCode).toBe(403);
    expect(intruder.json().errors[0].message).toBe('This conversation is not yours.');
    expect(
      (await opsCall('POST', `${CONSOLE}/conversations/${id}/claim`, cedarmarkAgent)).statusCode,
    ).toBe(404);

    const empty = await opsCall('POST', `${CONSOLE}/conversations/${id}/messages`, agent, {
      body: '',
    });
    expect(empty.statusCode).toBe(400);
    const reply = await opsCall('POST', `${CONSOLE}/conversations/${id}/messages`, agent, {
      body: 'Hello Ana, I can help.',
    });
    expect(reply.json()).toMatchObject({ senderType: 'agent', senderName: 'Avery Agent' });
    expect(
      (await opsCall('POST', `${CONSOLE}/conversations/${id}/typing`, agent, { typing: true }))
        .statusCode,
    ).toBe(204);

    const upload = await opsCall('POST', `${CONSOLE}/conversations/${id}/attachments`, agent, {
      fileName: 'rates.txt',
      contentBase64: Buffer.from('Rates as of today').toString('base64'),
    });
    expect(upload.statusCode).toBe(201);
    await opsCall('POST', `${CONSOLE}/conversations/${id}/messages`, agent, {
      body: 'Here are the rates.',
      attachmentIds: [upload.json().id],
    });

    const seen = await ctx.app.inject({
      url: `${CONVERSATIONS}/${id}/messages`,
      headers: as(chat.token),
    });
    expect(
      seen.json().messages.map((m: { senderType: string; body: string }) => [m.senderType, m.body]),
    ).toEqual([
      ['system', 'Avery Agent joined the chat.'],
      ['agent', 'Hello Ana, I can help.'],
      ['agent', 'Here are the rates.'],
    ]);
    const file = await ctx.app.inject({ url: upload.json().url, headers: as(chat.token) });
    expect(file.body).toBe('Rates as of today');

    const ended = await opsCall('POST', `${CONSOLE}/conversations/${id}/end`, agent);
    expect(ended.json()).toMatchObject({ status: 'ENDED' });
    const after = await opsCall('POST', `${CONSOLE}/conversations/${id}/messages`, agent, {
      body: 'Still there?',
    });
    expect(after.statusCode).toBe(409);
    const detail = await opsCall('GET', `${CONSOLE}/conversations/${id}`, agent);
    expect(detail.json().messages.at(-1).body).toBe('Avery Agent ended the chat.');
  });

  it("shows the signed-in borrower's application beside the chat", async () => {
    const chat = await startChat(
      { applicationUuid: borrower.applicationUuid },
      { authorization: `Bearer ${borrower.jwt}` },
    );
    const summary = await opsCall(
      'GET',
      `${CONSOLE}/conversations/${chat.omniProxyChannelId}/application`,
      agent,
    );
    expect(summary.statusCode).toBe(200);
    expect(summary.json()).toMatchObject({
      applicationUuid: borrower.applicationUuid,
      loanNumber: expect.stringMatching(/^HEL\d{7}$/),
      borrowerName: 'Pat Q Lee',
      email: 'console.borrower@example.com',
      propertyAddress: '1234 Maple Street, Denver, CO 80202',
      stateLabel: expect.any(String),
      nextStep: expect.any(String),
    });
    const visitor = await startChat();
    const none = await opsCall(
      'GET',
      `${CONSOLE}/conversations/${visitor.omniProxyChannelId}/application`,
      agent,
    );
    expect(none.statusCode).toBe(404);
    expect(none.json().errors[0].message).toBe('This chat is not tied to an application.');
  });

  it('lets a chat agent or admin of the lender change its hours', async () => {
    const week = (await opsCall('GET', `${HOURS}/OPENHELOC/OPS_CHAT`, agent)).json();
    const days = week.map(
      ({ weekdayValue, isOpen, startTime, endTime }: Record<string, unknown>) => ({
        weekdayValue,
        isOpen: weekdayValue === 1 ? false : isOpen,
        startTime,
        endTime,
      }),
    );
    const saved = await opsCall('PUT', `${HOURS}/OPENHELOC/OPS_CHAT`, agent, { days });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()[0]).toMatchObject({ weekday: 'MONDAY', isOpen: false, display: 'Closed' });
    const status = await ctx.app.inject({
      url: '/service-operating-hours/external/api/v1/hours/OPS_CHAT/openStatus',
    });
    expect(status.json()).toBe(false);

    const bad = await opsCall('PUT', `${HOURS}/OPENHELOC/OPS_CHAT`, agent, { days: days.slice(1) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].message).toBe('Give all seven days of the week');
    expect(
      (await opsCall('PUT', `${HOURS}/OPENHELOC/OPS_CHAT`, cedarmarkAgent, { days })).statusCode,
    ).toBe(403);
    expect(
      (await opsCall('PUT', `${HOURS}/OPENHELOC/OPS_CHAT`, underwriter, { days })).statusCode,
    ).toBe(403);
    expect((await opsCall('GET', `${HOURS}/NOPE_BANK/OPS_CHAT`, agent)).statusCode).toBe(404);
  });
});
