import { describe, expect, it } from 'vitest';
import { isComposerVisible, type ComposerFacts } from './composer-visibility';

const base: ComposerFacts = {
  mode: 'chatbot',
  expired: false,
  isOpen: true,
  hasChatbotHistory: false,
  conversationActive: true,
  messageCount: 0,
  channelFrozen: false,
};

describe('isComposerVisible (spec section 4, composer visibility)', () => {
  it.each<[string, Partial<ComposerFacts>, boolean]>([
    ['an expired session never shows it', { mode: 'twilio', expired: true }, false],
    [
      'an expired chatbot session never shows it',
      { mode: 'chatbot', expired: true, isOpen: false },
      false,
    ],
    ['chatbot outside hours', { mode: 'chatbot', isOpen: false }, true],
    [
      'chatbot in hours with history',
      { mode: 'chatbot', isOpen: true, hasChatbotHistory: true },
      true,
    ],
    ['chatbot in hours without history', { mode: 'chatbot', isOpen: true }, false],
    ['twilio active in hours', { mode: 'twilio', isOpen: true, messageCount: 0 }, true],
    [
      'twilio active outside hours with two messages',
      { mode: 'twilio', isOpen: false, messageCount: 2 },
      true,
    ],
    [
      'twilio active outside hours with one message',
      { mode: 'twilio', isOpen: false, messageCount: 1 },
      false,
    ],
    [
      'twilio no longer active',
      { mode: 'twilio', conversationActive: false, messageCount: 5 },
      false,
    ],
    ['nice active in hours', { mode: 'nice' }, true],
    ['nice no longer active', { mode: 'nice', conversationActive: false }, false],
    [
      'stream while the channel is not frozen, even outside hours',
      { mode: 'stream', isOpen: false },
      true,
    ],
    ['stream once the channel is frozen', { mode: 'stream', channelFrozen: true }, false],
    ['talkjs while the conversation is active', { mode: 'talkjs' }, true],
    ['talkjs once it has ended', { mode: 'talkjs', conversationActive: false }, false],
  ])('%s', (_rule, facts, visible) => {
    expect(isComposerVisible({ ...base, ...facts })).toBe(visible);
  });
});
