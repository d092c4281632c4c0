import type { OpsRole, SupportRequestList } from '@openheloc/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema';
import {
  registerBorrower,
  useJourneyApp,
  type BorrowerFixture,
} from '../application/test-support/journey-app';
import { opsHeaders } from '../ops-users/test-support/ops-headers';

const PATH = '/service-csp/external/api/v1/support/requests';

type Errors = { errors: { field?: string; message: string }[] };

describe('support requests: the borrower writes, operations answer by e-mail', () => {
  const journey = useJourneyApp();
  const message = (overrides: object = {}) => ({
    kind: 'MESSAGE',
    source: 'CONTACT_PAGE',
    name: 'Pat Quill',
    emailAddress: 'pat.quill@example.com',
    message: 'Can I change my draw amount after closing?',
    pathname: '/account/heloc/contact',
    ...overrides,
  });
  const send = (payload: object, borrower?: BorrowerFixture) =>
    journey.app.inject({
      method: 'POST',
      url: PATH,
      payload,
      headers: {
        'x-org': journey.orgCode,
        ...(borrower ? { authorization: `Bearer ${borrower.token}` } : {}),
      },
    });
  const agentHeaders = (orgCodes: string[], roles: OpsRole[] = ['CHAT_AGENT']) =>
    opsHeaders(journey, { roles, orgCodes, name: 'Avery Agent' });
  const list = async (headers: { authorization: string }) => {
    const res = await journey.app.inject({ url: '/ops/api/v1/support/requests', headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SupportRequestList>().requests;
  };

  it('a visitor’s message reaches operations; the answer is stored once and e-mailed', async () => {
    const res = await send(message());
    expect(res.statusCode, res.body).toBe(201);
    const { uuid } = res.json<{ uuid: string }>();
    const agent = await agentHeaders([journey.orgCode]);
    const found = (await list(agent)).find((item) => item.uuid === uuid);
    expect(found).toMatchObject({
      kind: 'MESSAGE',
      source: 'CONTACT_PAGE',
      name: 'Pat Quill',
      phoneNumber: null,
      answer: null,
      transcript: [],
    });
    expect(await list(await agentHeaders(['SOME_OTHER_LENDER']))).toEqual([]);

    const answer = (text: string) =>
      journey.app.inject({
        method: 'POST',
        url: `/ops/api/v1/support/requests/${uuid}/answer`,
        headers: agent,
        payload: { answer: text },
      });
    expect((await answer('   ')).statusCode).toBe(400);
    const answered = await answer('Yes: draw any amount up to your line.');
    expect(answered.statusCode, answered.body).toBe(204);
    const again = await answer('Twice');
    expect(again.statusCode).toBe(409);
    expect(again.json<Errors>().errors[0]?.message).toBe('This request has already been answered');
    expect((await list(agent)).find((item) => item.uuid === uuid)).toMatchObject({
      answer: 'Yes: draw any amount up to your line.',
      answeredBy: 'Avery Agent',
    });
    const mail = await journey.workflow.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.dedupeKey, `support-answered:${uuid}`));
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      recipient: 'pat.quill@example.com',
      template: 'support-answered',
      data: expect.objectContaining({ answer: 'Yes: draw any amount up to your line.' }),
    });
  });

  it.each([
    ['no name', { name: '  ' }, 'name', 'Required'],
    [
      'a bad e-mail',
      { emailAddress: 'pat@' },
      'emailAddress',
      'Please enter a valid email address',
    ],
    ['no message', { message: '' }, 'message', 'Required'],
    [
      'a long message',
      { message: 'x'.repeat(2001) },
      'message',
      'Cannot be more than 2,000 characters',
    ],
    [
      'a call back without a number',
      { kind: 'CALLBACK' },
      'phoneNumber',
      'Please enter the number we should call',
    ],
    [
      'a call back with a short number',
      { kind: 'CALLBACK', phoneNumber: '(555) 123' },
      'phoneNumber',
      'Please enter a valid phone number. It needs 10 digits; you entered 6.',
    ],
  ])('refuses %s with its message', async (_case, change, field, text) => {
    const res = await send(message(change));
    expect(res.statusCode).toBe(400);
    expect(res.json<Errors>().errors).toContainEqual({
      code: 'invalid_input',
      field,
      message: text,
    });
  });

  it('keeps a signed-in borrower’s application and refuses another’s', async () => {
    const borrower = await registerBorrower(journey, { lastName: 'Quill' });
    const stranger = await registerBorrower(journey, { lastName: 'Stranger' });
    const mine = await send(
      message({
        kind: 'CALLBACK',
        phoneNumber: '(555) 123-4567',
        applicationUuid: borrower.applicationUuid,
      }),
      borrower,
    );
    expect(mine.statusCode, mine.body).toBe(201);
    const theirs = await send(message({ applicationUuid: stranger.applicationUuid }), borrower);
    expect(theirs.statusCode).toBe(404);
    const anonymous = await send(message({ applicationUuid: borrower.applicationUuid }));
    expect(anonymous.statusCode).toBe(404);
    const stored = (await list(await agentHeaders([journey.orgCode]))).find(
      (item) => item.uuid === mine.json<{ uuid: string }>().uuid,
    );
    expect(stored).toMatchObject({ kind: 'CALLBACK', phoneNumber: '(555) 123-4567' });
    expect(stored?.loanNumber).toEqual(expect.any(String));
  });

  it('carries the chatbot transcript; another borrower’s conversation is refused', async () => {
    const borrower = await registerBorrower(journey, { lastName: 'Quill' });
    const stranger = await registerBorrower(journey, { lastName: 'Stranger' });
    const asked = await journey.app.inject({
      method: 'POST',
      url: '/service-chat-chatbot/external/api/v1/message/chatWithAutobot',
      headers: { 'x-org': journey.orgCode, authorization: `Bearer ${borrower.token}` },
      payload: { message: 'What is the origination fee?' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const { conversationId } = asked.json<{ conversationId: string }>();
    const refused = await send(
      message({ source: 'CHATBOT', chatbotConversationId: conversationId }),
      stranger,
    );
    expect(refused.statusCode).toBe(403);
    const res = await send(
      message({ source: 'CHATBOT', chatbotConversationId: conversationId }),
      borrower,
    );
    expect(res.statusCode, res.body).toBe(201);
    const stored = (await list(await agentHeaders([journey.orgCode], ['ADMIN']))).find(
      (item) => item.uuid === res.json<{ uuid: string }>().uuid,
    );
    expect(stored?.transcript).toEqual([
      { question: 'What is the origination fee?', response: expect.any(String) },
    ]);
  });

  it('operations only: a borrower cannot read the list', async () => {
    const borrower = await registerBorrower(journey, { lastName: 'Quill' });
    const res = await journey.app.inject({
      url: '/ops/api/v1/support/requests',
      headers: { authorization: `Bearer ${borrower.token}` },
    });
    expect(res.statusCode).toBe(401);
  });
});
