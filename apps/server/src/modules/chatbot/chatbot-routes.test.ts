import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { chatbotFeedback } from '../../db/schema';
import { insertCondition } from '../conditions/condition-store';
import { registrationFixture } from '@openheloc/domain/testing/registration';

const ASK = '/service-chat-chatbot/external/api/v1/message/chatWithAutobot';
const HISTORY = '/service-chat-chatbot/external/api/v1/message/getChatHistory';
const FEEDBACK = '/service-chat-chatbot/external/api/v1/message/setChatReplyUsedWithFeedback';

describe('chatbot routes', () => {
  let ctx: TestContext;
  let clock = new Date('2026-11-24T06:00:00Z'); // Monday 22:00 PT: chat closed
  let borrower: { jwt: string; identityUuid: string; applicationUuid: string };
  const ask = (payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: ASK, payload, headers });
  const signedIn = () => ({ authorization: `Bearer ${borrower.jwt}` });

  beforeAll(async () => {
    ctx = await createTestApp({ now: () => clock });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/identity/api/v1/registration/register',
      payload: registrationFixture({ email: 'bot.borrower@example.com' }),
    });
    borrower = res.json();
    await ctx.drainJobs();
  });
  afterAll(() => ctx.close());

  it('answers a fee question from the fact sheet and starts a conversation', async () => {
    const res = await ask({ message: 'What fees do you charge?', senderType: 'APPLICANT' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      conversationId: expect.any(String),
      questionId: expect.any(String),
      questionStr: 'What fees do you charge?',
      unanswered: false,
      liveAgentAvailable: false,
    });
    expect(res.json().responseStr).toContain('4.99%');
  });

  it('says it does not know, and how to reach a person, outside and during hours', async () => {
    const closed = await ask({ message: 'What is the weather in Paris tomorrow?' });
    expect(closed.json()).toMatchObject({ unanswered: true, liveAgentAvailable: false });
    expect(closed.json().responseStr).toBe(
      "I don't know the answer to that. Here is how to reach a person: choose 'Leave a message' below and we will answer by e-mail or call you back, chat with an agent during our hours (Monday-Friday 6:00 AM - 6:00 PM, Saturday-Sunday 8:00 AM - 4:00 PM Pacific Time, excluding major holidays), or call (888) 555-0142 or e-mail support@openheloc.example.",
    );
    clock = new Date('2026-11-23T18:00:00Z'); // Monday 10:00 PT
    const open = await ask({ message: 'Who won the World Series?' });
    expect(open.json()).toMatchObject({ unanswered: true, liveAgentAvailable: true });
    expect(open.json().responseStr).toContain(
      "a live agent is available now; choose 'Talk to a person' below",
    );
  });

  it("answers the application status from the borrower's own state, and asks a visitor to sign in", async () => {
    const mine = await ask(
      { message: 'What is the status of my application?', applicationId: borrower.applicationUuid },
      signedIn(),
    );
    expect(mine.statusCode).toBe(200);
    expect(mine.json().responseStr).toMatch(/^Your application HEL\d{7} is at this stage: .+\.$/);
    const next = await ask({ message: 'What is my next step?' }, signedIn());
    expect(next.json().responseStr).toMatch(/Next, .+\.$/);
    const docs = await ask({ message: 'Do I have any open document requests?' }, signedIn());
    expect(docs.json().responseStr).toMatch(
      /^Your application HEL\d{7} (has no open document requests|is waiting for)/,
    );
    const visitor = await ask({ message: 'What is the status of my application?' });
    expect(visitor.json()).toMatchObject({
      unanswered: true,
      responseStr:
        'I can answer questions about your application once you are signed in. Sign in and ask me again.',
    });
  });

  it("names the lender's open document requests on the borrower's application, oldest first", async () => {
    const application = { uuid: borrower.applicationUuid, orgCode: 'OPENHELOC' };
    await insertCondition(
      ctx.deps.database.db,
      application,
      { category: 'BANK_ACCOUNT_FRAUD_REVIEW' },
      'ops',
      clock,
    );
    await insertCondition(
      ctx.deps.database.db,
      application,
      { category: 'ID_VERIFICATION_FAILURE' },
      'ops',
      new Date(clock.getTime() + 1000),
    );
    const docs = await ask({ message: 'Do I have any open document requests?' }, signedIn());
    expect(docs.json().responseStr).toMatch(
      /^Your application HEL\d{7} has 2 open document requests: Bank statement needed; Verify your identity\. You can answer them from your application page\.$/,
    );
  });

  it('keeps a signed-in conversation to its borrower, and ends one idle for 10 minutes', async () => {
    const first = (await ask({ message: 'How much can I borrow?' }, signedIn())).json();
    const stranger = await ask({ message: 'And the APR?', conversationId: first.conversationId });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().errors[0].message).toBe('This conversation is not yours.');
    const history = await ctx.app.inject({ url: `${HISTORY}/${first.conversationId}` });
    expect(history.statusCode).toBe(403);

    clock = new Date(clock.getTime() + 10 * 60_000 + 1_000);
    const late = await ask(
      { message: 'And the APR?', conversationId: first.conversationId },
      signedIn(),
    );
    expect(late.statusCode).toBe(409);
  });

  it('refuses an empty message', async () => {
    const res = await ask({ message: '   ' });
    expect(res.statusCode).toBe(400);
  });

  it('keeps a question with its SSN and account number masked to their last four digits', async () => {
    const res = await ask({
      message: 'Is 123-45-6789 ok? Account 000123456789',
      senderType: 'APPLICANT',
    });
    expect(res.json().questionStr).toBe('Is ***-**-6789 ok? Account ********6789');
    const page = (await ctx.app.inject({ url: `${HISTORY}/${res.json().conversationId}` })).json();
    expect(page.history[0].questionStr).toBe('Is ***-**-6789 ok? Account ********6789');
  });

  it('loads the newest 20 items first, then older ones', async () => {
    let conversationId: string | undefined;
    for (let i = 1; i <= 25; i += 1) {
      clock = new Date(clock.getTime() + 1_000);
      const res = await ask({ message: `Question ${i}: what is the APR?`, conversationId });
      conversationId = res.json().conversationId;
    }
    const page = (await ctx.app.inject({ url: `${HISTORY}/${conversationId}` })).json();
    expect(page.history).toHaveLength(20);
    expect(page.hasMore).toBe(true);
    expect(page.history[0].questionStr).toBe('Question 6: what is the APR?');
    expect(page.history[19].questionStr).toBe('Question 25: what is the APR?');
    const older = (
      await ctx.app.inject({
        url: `${HISTORY}/${conversationId}?before=${page.history[0].questionId}`,
      })
    ).json();
    expect(older.history.map((item: { questionStr: string }) => item.questionStr)).toEqual(
      [1, 2, 3, 4, 5].map((i) => `Question ${i}: what is the APR?`),
    );
    expect(older.hasMore).toBe(false);
  });

  it('stores a downvote with its reason once, within 140 characters', async () => {
    clock = new Date(clock.getTime() + 1_000);
    const answer = (await ask({ message: 'What is the APR range?' })).json();
    const base = {
      questionId: answer.questionId,
      conversationId: answer.conversationId,
      responseToCustomer: answer.responseStr,
      rating: 0,
      senderEmail: 'ana@example.com',
      senderType: 'APPLICANT',
    };
    const feedback = (payload: object) =>
      ctx.app.inject({ method: 'POST', url: FEEDBACK, payload });

    const noReason = await feedback({ ...base, feedbackMessage: '' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0].message).toBe('Please select a reason');
    const tooLong = await feedback({ ...base, reason: 'other', feedbackMessage: 'x'.repeat(141) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors[0].message).toBe(
      'Please restrict your response to 140 characters.',
    );

    const saved = await feedback({
      ...base,
      reason: 'other',
      feedbackMessage: 'I wanted my own rate.',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      questionId: answer.questionId,
      rating: 0,
      reason: 'other',
      feedbackMessage: 'I wanted my own rate.',
    });
    const [row] = await ctx.deps.database.db
      .select()
      .from(chatbotFeedback)
      .where(eq(chatbotFeedback.questionUuid, answer.questionId));
    expect(row).toMatchObject({ rating: 0, reason: 'other', senderEmail: 'ana@example.com' });

    const again = await feedback({
      ...base,
      reason: 'Answer too vague',
      feedbackMessage: 'Answer too vague',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].message).toBe('Feedback has already been given for this answer.');
  });

  it('hands over to a person: the button in hours, a message outside them (issue 30)', async () => {
    clock = new Date('2026-11-24T06:00:00Z'); // Monday 22:00 PT: chat closed
    const closed = await ask({ message: 'Can I talk to a person?' });
    expect(closed.json()).toMatchObject({ unanswered: false, liveAgentAvailable: false });
    expect(closed.json().responseStr).toMatch(
      /^Our agents are not available right now; live chat is open Monday-Friday .+ Choose 'Leave a message' below/,
    );
    clock = new Date('2026-11-23T18:00:00Z'); // Monday 10:00 PT
    const open = await ask({ message: 'Can I talk to a person?' });
    expect(open.json()).toMatchObject({ liveAgentAvailable: true });
    expect(open.json().responseStr).toContain(
      "Yes. Choose 'Talk to a person' below and an agent picks up this conversation",
    );
  });

  it('answers when the money comes and how to cancel from the application, not the fact sheet', async () => {
    const money = await ask({ message: 'When will I get my money?' }, signedIn());
    expect(money.json().responseStr).toMatch(
      /^Your money is sent after you sign with the notary and your 3-business-day right to cancel ends\. Your application is at this stage: .+\./,
    );
    const cancel = await ask({ message: 'how do I cancel my line' }, signedIn());
    expect(cancel.json().responseStr).toBe(
      "You can stop your application at any time before you sign with the notary, at no cost. To withdraw it, call (888) 555-0142 or e-mail support@openheloc.example. Once you sign, you have three business days to cancel (Sundays and federal holidays don't count), and your notice of the right to cancel states the date it ends.",
    );
  });
});
