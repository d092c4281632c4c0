import { dollarsToCents as usd, type HelocApplication } from '@openheloc/domain';
import { describe, expect, it } from 'vitest';
import { answerApplicationTopic, applicationTopicOf } from './application-topics';
import { asksForAPerson } from './dont-know';

/**
 * The held set of questions borrowers ask about their own application (issue 30): each must reach
 * its topic, and the product questions must not be taken for one.
 */
describe('questions about the asker’s own application', () => {
  it.each([
    ['When will I get my money?', 'funding'],
    ['when do I get the funds', 'funding'],
    ['Where is my money?', 'funding'],
    ['When will my line be funded?', 'funding'],
    ['how do I cancel my line', 'cancel'],
    ['I want to cancel my loan', 'cancel'],
    ['Can I withdraw my application?', 'cancel'],
    ['How much was I approved for?', 'my-amount'],
    ['What is my rate?', 'my-amount'],
    ['What is the status of my application?', 'status'],
    ['Is my application approved?', 'status'],
    ['What is my next step?', 'next-step'],
    ['What do I need to do now?', 'next-step'],
    ['Do I have any open document requests?', 'documents'],
    ['What documents do you need from me?', 'documents'],
  ])('%j is about %s', (question, topic) => {
    expect(applicationTopicOf(question)).toBe(topic);
  });

  it.each([
    'How much can I borrow?',
    'How long does it take to get funded?',
    'What is the APR range?',
    'What fees do you charge?',
  ])('%j is a product question', (question) => {
    expect(applicationTopicOf(question)).toBeNull();
  });
});

describe('asking for a person', () => {
  it.each([
    ['Can I talk to a person?', true],
    ['I want to speak to a human', true],
    ['connect me with an agent please', true],
    ['Is there a live agent?', true],
    ['representative', true],
    ['What fees do you charge?', false],
    ['Can I cancel after I sign?', false],
  ])('%j: %s', (question, asks) => {
    expect(asksForAPerson(question)).toBe(asks);
  });
});

/** Only what the money and cancel answers read: the chosen quote and the right to cancel. */
function application(
  state: HelocApplication['state'],
  rescissionLastDay: string | null,
  quoted = true,
): HelocApplication {
  const quote = {
    initialDraw: usd(100_000),
    fees: [
      { code: 'ORIGINATION', label: 'Origination fee', amount: usd(1_990) },
      { code: 'RECORDING_FEE', label: 'Recording fee', amount: usd(100) },
    ],
  };
  return {
    loanNumber: 'HEL1234567',
    state,
    selectedOffer: quoted ? { offerId: 'o', quote } : null,
    closing: { rescissionLastDay },
  } as unknown as HelocApplication;
}

describe('chatbot: the closing figures and the right to cancel, said as the screens say them', () => {
  it.each([
    ['How much will I get at closing?', 'money'],
    ['What are my fees?', 'money'],
    ['How much did you send to my account?', 'money'],
    ['When does my right to cancel end?', 'cancel'],
    ['Can I still cancel?', 'cancel'],
    ['Can I cancel after I sign?', 'cancel'],
    // Product questions stay with the fact sheet.
    ['What fees do you charge?', null],
    ['What is the status of my application?', 'status'],
  ])('%s -> %s', (question, topic) => {
    expect(applicationTopicOf(question)).toBe(topic);
  });

  it.each([
    {
      app: application('RESCISSION', '2026-12-01'),
      topic: 'money' as const,
      answer:
        'For your application HEL1234567: Your initial draw of $100,000.00, less $2,090.00 in fees, pays $97,910.00 to you. The fees are deducted from the initial draw; nothing is paid before your right to cancel ends.',
    },
    {
      app: application('RESCISSION', '2026-12-01'),
      topic: 'cancel' as const,
      answer:
        'You can cancel your line of credit until midnight on Tuesday, December 1 (Pacific Time), from your application page.',
    },
    {
      app: application('COMPLETE', '2026-12-01'),
      topic: 'cancel' as const,
      answer:
        'Your right to cancel ended at midnight on Tuesday, December 1 (Pacific Time). To close your line now, contact us.',
    },
    {
      app: application('DEED_SIGNING', null, false),
      topic: 'money' as const,
      answer:
        'Your application HEL1234567 has no line chosen yet: once you choose one, we show the initial draw, the fees deducted from it and what is paid to you.',
    },
  ])('$topic in $app.state', ({ app, topic, answer }) => {
    expect(answerApplicationTopic(topic, app)).toBe(answer);
  });
});
