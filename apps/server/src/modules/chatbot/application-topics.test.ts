import { describe, expect, it } from 'vitest';
import { applicationTopicOf } from './application-topics';
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
    'Can I cancel after I sign?',
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
