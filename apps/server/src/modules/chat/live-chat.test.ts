import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { chatMessages } from '../../db/schema';
import { samplePdf } from '../../../test/sample-files';
import { consoleFor, TEST_AGENT } from './test-support/agents';
import { recordingSocket } from './test-support/socket-client';
import { registrationFixture } from '@openheloc/domain/testing/registration';
import { UPLOAD_MESSAGES } from '@openheloc/domain';

const INIT = '/service-csp/external/api/v1/twilio/initWebChat';
const CONVERSATIONS = '/service-omni-proxy/insecure/api/v1/conversations';
const visitor = { friendlyName: 'Ana Cruz', emailAddress: 'ana@example.com' };

describe('built-in live chat', () => {
  let ctx: TestContext;
  let clock = new Date('2026-11-23T18:00:00Z');
  let borrower: { jwt: string; identityUuid: string; applicationUuid: string };

  const init = (payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: INIT, payload, headers });
  const asParticipant = (token: string) => ({ authorization: `Bearer ${token}` });
  const sendHttp = (id: string, token: string, payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: `${CONVERSATIONS}/${id}/messages`,
      headers: asParticipant(token),
      payload,
    });
  const openSocket = async () =>
    recordingSocket(await ctx.app.injectWS('/service-omni-proxy/websocket'));

  beforeAll(async () => {
    ctx = await createTestApp({ now: () => clock });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/identity/api/v1/registration/register',
      payload: registrationFixture({ email: 'chat.borrower@example.com' }),
    });
    expect(res.statusCode).toBe(201);
    borrower = res.json();
  });
  afterAll(() => ctx.close());

  it('opens a waiting conversation for a visitor, with the skill of the lender', async () => {
    const own = await init(visitor);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      skill: 'FHEL',
      targetWorkerSid: null,
      token: expect.any(String),
      conversationSid: own.json().omniProxyChannelId,
    });
    const whiteLabel = await init(visitor, { 'x-org': 'CEDARMARK_BANK' });
    expect(whiteLabel.json().skill).toBe('White Label');
    const crypto = await init({ ...visitor, skill: 'CLOC_HELOC' });
    expect(crypto.json().skill).toBe('CLOC_HELOC');
    const stream = await ctx.app.inject({
      method: 'POST',
      url: '/service-omni-proxy/insecure/api/v1/stream/init-web-chat',
      payload: visitor,
    });
    expect(stream.json()).toMatchObject({
      providerUserId: expect.stringMatching(/^visitor-/),
      providerUserToken: expect.any(String),
    });
    expect(stream.json().token).toBeUndefined();
  });

  it('refuses the pre-engagement fields with the spec messages', async () => {
    const res = await init({ friendlyName: 'x'.repeat(129), emailAddress: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        {
          code: 'invalid_input',
          field: 'friendlyName',
          message: 'Cannot be more than 128 characters',
        },
        {
          code: 'invalid_input',
          field: 'emailAddress',
          message: 'Please enter a valid email address',
        },
      ]),
    );
  });

  it('ties a chat to the borrower and their application through a live nonce', async () => {
    const nonceRes = await ctx.app.inject({
      method: 'POST',
      url: '/service-csp/customer/secure/api/v1/webchat/authenticate',
      headers: { authorization: `Bearer ${borrower.jwt}` },
    });
    expect(nonceRes.statusCode).toBe(200);
    const { nonce } = nonceRes.json();
    const started = await init({ ...visitor, nonce, applicationUuid: borrower.applicationUuid });
    expect(started.statusCode).toBe(200);
    const view = await ctx.app.inject({
      url: `${CONVERSATIONS}/${started.json().omniProxyChannelId}/messages`,
      headers: asParticipant(started.json().token),
    });
    expect(view.json().conversation).toMatchObject({
      applicationUuid: borrower.applicationUuid,
      loanNumber: expect.stringMatching(/^HEL\d{7}$/),
    });

    const refreshed = await ctx.app.inject({
      method: 'PUT',
      url: `/service-csp/customer/secure/api/v1/webchat/refresh?nonce=${encodeURIComponent(nonce)}`,
      headers: { authorization: `Bearer ${borrower.jwt}` },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().nonce).not.toBe(nonce);

    // Two minutes later the first nonce has expired.
    clock = new Date(clock.getTime() + 2 * 60_000 + 1_000);
    const expired = await init({ ...visitor, nonce });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({
      errors: [{ code: 'token_invalid', message: 'Token state is invalid.' }],
    });
  });

  it('ties a signed-in borrower’s chat from a page without an application to their newest one', async () => {
    const started = await init(visitor, { authorization: `Bearer ${borrower.jwt}` });
    expect(started.statusCode).toBe(200);
    const view = await ctx.app.inject({
      url: `${CONVERSATIONS}/${started.json().omniProxyChannelId}/messages`,
      headers: asParticipant(started.json().token),
    });
    expect(view.json().conversation).toMatchObject({
      applicationUuid: borrower.applicationUuid,
      loanNumber: expect.stringMatching(/^HEL\d{7}$/),
    });
  });

  it('ignores an application that is not the caller’s', async () => {
    const started = await init({ ...visitor, applicationUuid: borrower.applicationUuid });
    const view = await ctx.app.inject({
      url: `${CONVERSATIONS}/${started.json().omniProxyChannelId}/messages`,
      headers: asParticipant(started.json().token),
    });
    expect(view.json().conversation).toMatchObject({ applicationUuid: null, loanNumber: null });
  });

  it('refuses empty messages, strangers and unknown attachments, and sends a message once', async () => {
    const a = (await init(visitor)).json();
    const b = (await init(visitor)).json();
    const empty = await sendHttp(a.omniProxyChannelId, a.token, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].message).toBe('Type a message or attach a file.');

    const stranger = await sendHttp(a.omniProxyChannelId, b.token, { body: 'Hello' });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().errors[0].message).toBe('This conversation is not yours.');

    const forged = await sendHttp(a.omniProxyChannelId, 'not-a-token', { body: 'Hello' });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().errors[0].message).toBe('Token state is invalid.');

    const missing = await sendHttp(a.omniProxyChannelId, a.token, {
      body: 'See file',
      attachmentIds: [randomUUID()],
    });
    expect(missing.statusCode).toBe(400);

    const clientMessageId = randomUUID();
    const first = await sendHttp(a.omniProxyChannelId, a.token, { body: 'Hello', clientMessageId });
    const again = await sendHttp(a.omniProxyChannelId, a.token, { body: 'Hello', clientMessageId });
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const all = await ctx.app.inject({
      url: `${CONVERSATIONS}/${a.omniProxyChannelId}/messages`,
      headers: asParticipant(a.token),
    });
    expect(all.json().messages.map((m: { body: string }) => m.body)).toEqual(['Hello']);
  });

  it('answers one message by its id to the conversation’s participants only', async () => {
    const a = (await init(visitor)).json();
    const b = (await init(visitor)).json();
    const sent = (await sendHttp(a.omniProxyChannelId, a.token, { body: 'Just this one' })).json();
    const other = (await sendHttp(b.omniProxyChannelId, b.token, { body: 'Not yours' })).json();
    const get = (conversation: string, messageId: string, token: string) =>
      ctx.app.inject({
        url: `${CONVERSATIONS}/${conversation}/messages/${messageId}`,
        headers: asParticipant(token),
      });

    const one = await get(a.omniProxyChannelId, sent.id, a.token);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(sent);

    const stranger = await get(a.omniProxyChannelId, sent.id, b.token);
    expect(stranger.statusCode).toBe(403);
    const elsewhere = await get(a.omniProxyChannelId, other.id, a.token);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().errors[0].message).toBe('Message not found');
    expect((await get(a.omniProxyChannelId, randomUUID(), a.token)).statusCode).toBe(404);
    expect((await get(a.omniProxyChannelId, 'not-a-uuid', a.token)).statusCode).toBe(400);
  });

  it('takes attachments of the allowed types, sizes and contents only', async () => {
    const chat = (await init(visitor)).json();
    const send = (fileName: string, content: Buffer) =>
      ctx.app.inject({
        method: 'POST',
        url: `${CONVERSATIONS}/${chat.omniProxyChannelId}/attachments`,
        headers: asParticipant(chat.token),
        payload: { fileName, contentBase64: content.toString('base64') },
      });
    /** A file of `bytes` bytes that begins as a PDF does, unless `start` says otherwise. */
    const upload = (fileName: string, bytes: number, start = '%PDF-1.7\n') =>
      send(fileName, Buffer.concat([Buffer.from(start), Buffer.alloc(bytes - start.length, 7)]));
    const exe = await upload('tool.exe', 10);
    expect(exe.statusCode).toBe(400);
    expect(exe.json().errors[0].message).toBe(
      'Only these files can be sent: .jpg, .png, .amr, .mp3, .mp4, .pdf, .txt.',
    );
    const big = await upload('scan.pdf', 10 * 1024 * 1024 + 1);
    expect(big.statusCode).toBe(400);
    expect(big.json().errors[0].message).toBe(
      'This file is too large. Files can be at most 10 MB.',
    );

    // A program, or another kind of file, under an accepted name is refused by its content.
    for (const [fileName, start] of [
      ['statement.pdf', 'MZ'],
      ['photo.jpg', '%PDF-1.7\n'],
      ['notes.txt', '\u007fELF'],
    ] as const) {
      const renamed = await upload(fileName, 64, start);
      expect(renamed.statusCode).toBe(400);
      expect(renamed.json().errors[0].message).toBe(
        `This file is not a real ${fileName.slice(fileName.lastIndexOf('.'))} file. Check the file and send it again.`,
      );
    }

    // A PDF is read to its end as an upload is: one that does not parse, or runs script, is not sent.
    const broken = await upload('statement.pdf', 2048);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errors[0].message).toBe(UPLOAD_MESSAGES.unreadable);
    const scripted = await send(
      'statement.pdf',
      Buffer.from(
        samplePdf()
          .toString('latin1')
          .replace(
            '<< /Type /Catalog',
            '<< /OpenAction << /S /JavaScript /JS (x) >> /Type /Catalog',
          ),
        'latin1',
      ),
    );
    expect(scripted.json().errors[0].message).toBe(UPLOAD_MESSAGES.activeContent);

    const ok = await send('statement.pdf', samplePdf('Statement', 2048));
    expect(ok.statusCode).toBe(201);
    const attachment = ok.json();
    expect(attachment).toMatchObject({
      name: 'statement.pdf',
      size: 2048,
      contentType: 'application/pdf',
    });
    const sent = await sendHttp(chat.omniProxyChannelId, chat.token, {
      attachmentIds: [attachment.id],
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().attachments).toEqual([attachment]);
    const file = await ctx.app.inject({ url: attachment.url, headers: asParticipant(chat.token) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.byteLength).toBe(2048);
  });

  it('delivers over the socket, resumes from the last seq without loss or repeats, and ends', async () => {
    const chat = (await init({ ...visitor, welcomeMessage: 'Hi Ana, how can we help?' })).json();
    const customer = await openSocket();
    customer.send({ type: 'join', token: chat.token, lastSeq: 0 });
    const joined = await customer.next('joined');
    expect(joined.conversation.status).toBe('WAITING');
    expect(joined.messages.map((m) => m.body)).toEqual(['Hi Ana, how can we help?']);

    customer.send({
      type: 'send',
      body: 'Is anyone there?',
      clientMessageId: 'c-1',
      attachmentIds: [],
    });
    const ack = await customer.next('ack');
    expect(ack.seq).toBe(2);
    const first = (await customer.next('message')).message;
    expect(first).toMatchObject({ seq: 2, senderType: 'customer' });
    expect(ack.messageId).toBe(first.id);

    const agentConsole = consoleFor(ctx);
    const claimed = await agentConsole.claim(TEST_AGENT, chat.omniProxyChannelId);
    expect((await customer.next('status')).conversation).toMatchObject({
      status: 'ACTIVE',
      agentName: 'Avery Agent',
    });
    await expect(
      agentConsole.claim({ ...TEST_AGENT, uuid: randomUUID() }, chat.omniProxyChannelId),
    ).rejects.toThrow('Another agent has already joined this chat.');

    const agent = await openSocket();
    agent.send({ type: 'join', token: claimed.token, lastSeq: 3 });
    expect((await agent.next('joined')).messages).toEqual([]);
    agent.send({ type: 'typing', typing: true });
    expect(await customer.next('typing')).toMatchObject({ senderType: 'agent', typing: true });

    // The customer's socket drops; the agent writes twice meanwhile.
    const lastSeen = (await customer.next('message', (f) => f.message.seq === 3)).message.seq;
    customer.close();
    for (const body of ['Hello Ana', 'How can I help?']) {
      agent.send({ type: 'send', body, clientMessageId: randomUUID(), attachmentIds: [] });
      await agent.next('ack');
    }
    const resumed = await openSocket();
    resumed.send({ type: 'join', token: chat.token, lastSeq: lastSeen });
    expect((await resumed.next('joined')).messages.map((m) => [m.seq, m.body])).toEqual([
      [4, 'Hello Ana'],
      [5, 'How can I help?'],
    ]);
    // A resend of an acknowledged message after the reconnect is not a second message.
    resumed.send({
      type: 'send',
      body: 'Is anyone there?',
      clientMessageId: 'c-1',
      attachmentIds: [],
    });
    expect(await resumed.next('ack')).toMatchObject({ seq: 2, messageId: first.id });

    resumed.send({ type: 'end' });
    expect(
      (await agent.next('status', (f) => f.conversation.status === 'ENDED')).conversation.endedAt,
    ).not.toBeNull();
    resumed.send({
      type: 'send',
      body: 'One more thing',
      clientMessageId: 'c-2',
      attachmentIds: [],
    });
    expect(await resumed.next('error')).toEqual({
      type: 'error',
      code: 'conflict',
      message: 'This chat has ended. Start a new chat to keep talking to us.',
      clientMessageId: 'c-2',
    });
    const seqs = resumed.frames.flatMap((f) =>
      f.type === 'message'
        ? [f.message.seq]
        : f.type === 'joined'
          ? f.messages.map((m) => m.seq)
          : [],
    );
    expect(new Set(seqs).size).toBe(seqs.length);
    resumed.close();
    agent.close();

    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/service-csp/external/api/v1/twilio/refreshToken',
      payload: { token: chat.token },
    });
    expect(refresh.statusCode).toBe(401);
    expect(refresh.json().errors[0].message).toBe('Token state is invalid.');
  });

  it('resyncs a join whose lastSeq is ahead of the conversation, and keeps delivering', async () => {
    const chat = (await init({ ...visitor, welcomeMessage: 'Hi Ana' })).json();
    await sendHttp(chat.omniProxyChannelId, chat.token, { body: 'First' });
    const socket = await openSocket();
    // A client that remembers more than the conversation holds (another chat's seq, say).
    socket.send({ type: 'join', token: chat.token, lastSeq: 99 });
    expect((await socket.next('joined')).messages.map((m) => [m.seq, m.body])).toEqual([
      [1, 'Hi Ana'],
      [2, 'First'],
    ]);
    socket.send({ type: 'send', body: 'Still there?', clientMessageId: 'r-1', attachmentIds: [] });
    expect((await socket.next('message')).message).toMatchObject({ seq: 3, body: 'Still there?' });
    socket.close();
  });

  it('stores SSNs and account numbers masked to their last four digits, from anyone', async () => {
    const chat = (await init(visitor)).json();
    const claimed = await consoleFor(ctx).claim(TEST_AGENT, chat.omniProxyChannelId);
    const typed = await sendHttp(chat.omniProxyChannelId, chat.token, {
      body: 'My SSN is 123-45-6789 and my account is 55551234',
    });
    expect(typed.json().body).toBe('My SSN is ***-**-6789 and my account is ****1234');
    const fromAgent = await sendHttp(chat.omniProxyChannelId, claimed.token, {
      body: 'Is your card 4111 1111 1111 1234? Call (303) 555-0199',
    });
    expect(fromAgent.json().body).toBe('Is your card **** **** **** 1234? Call (303) 555-0199');
    const stored = await ctx.database.db
      .select({ body: chatMessages.body })
      .from(chatMessages)
      .where(eq(chatMessages.conversationUuid, chat.omniProxyChannelId));
    const bodies = stored.map((row) => row.body).join('\n');
    expect(bodies).not.toMatch(/6789.*55551234|123-45|5555|4111/);
    const asAgent = await ctx.app.inject({
      url: `${CONVERSATIONS}/${chat.omniProxyChannelId}/messages`,
      headers: asParticipant(claimed.token),
    });
    expect(JSON.stringify(asAgent.json())).not.toContain('123-45-6789');
  });

  it('answers a ping with the channel id and refuses frames before join', async () => {
    const socket = await openSocket();
    socket.send({ type: 'ping', channelId: 'abc' });
    expect(await socket.next('pong')).toEqual({ type: 'pong', channelId: 'abc' });
    socket.send({ type: 'typing', typing: true });
    expect((await socket.next('error')).message).toBe('Join the conversation first');
    socket.send({ type: 'join', token: 'forged', lastSeq: 0 });
    expect((await socket.next('error')).message).toBe('Token state is invalid.');
    socket.close();
  });

  it('renews a token and gives the survey once an agent joined', async () => {
    const chat = (await init(visitor)).json();
    const renewed = await ctx.app.inject({
      method: 'POST',
      url: '/service-csp/external/api/v1/twilio/refreshToken',
      payload: { token: chat.token },
    });
    expect(renewed.statusCode).toBe(200);
    const info = await ctx.app.inject({
      method: 'POST',
      url: '/service-csp/external/api/v1/twilio/web-chat-info',
      payload: { omniProxyChannelId: chat.omniProxyChannelId },
    });
    const { contactId } = info.json();
    const survey = `/service-csp/external/api/v1/survey/${contactId}`;
    const headers = { authorization: `Bearer ${chat.token}` };
    expect((await ctx.app.inject({ url: survey, headers })).statusCode).toBe(404);

    await consoleFor(ctx).claim(TEST_AGENT, chat.omniProxyChannelId);
    expect((await ctx.app.inject({ url: survey, headers })).json()).toMatchObject({
      agentName: 'Avery Agent',
      answered: false,
    });
    const bad = await ctx.app.inject({
      method: 'POST',
      url: survey,
      headers,
      payload: { satisfaction: 9 },
    });
    expect(bad.statusCode).toBe(400);
    const answers = { satisfaction: 5, resolved: 'YES', comments: 'Quick and clear.' };
    // Anyone who learns the id, without the chat's token or with another chat's, is turned away.
    const anonymous = await ctx.app.inject({ method: 'POST', url: survey, payload: answers });
    expect(anonymous.statusCode).toBe(401);
    const other = (await init(visitor)).json();
    const stranger = await ctx.app.inject({
      method: 'POST',
      url: survey,
      headers: { authorization: `Bearer ${other.token}` },
      payload: answers,
    });
    expect(stranger.statusCode).toBe(404);
    const answered = await ctx.app.inject({
      method: 'POST',
      url: survey,
      headers,
      payload: answers,
    });
    expect(answered.json().answered).toBe(true);
    const twice = await ctx.app.inject({ method: 'POST', url: survey, headers, payload: answers });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors[0].message).toBe('This survey has already been answered.');
  });

  it('publishes the link allow-list from the lender data', async () => {
    const res = await ctx.app.inject({ url: '/service-csp/external/api/v1/webchat/link-hosts' });
    expect(res.json().hosts).toEqual(
      expect.arrayContaining(['www.openheloc.example', 'heloc.cedarmark.example']),
    );
  });
});
