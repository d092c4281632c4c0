import type { ChatProviderMode } from '@openheloc/domain';
import { describe, expect, it } from 'vitest';
import {
  chooseChatMode,
  forcedModeFrom,
  showsAgentPicker,
  type ChatModeFacts,
} from './choose-chat-mode';

const none: ChatModeFacts = {
  forcedMode: null,
  liveSession: null,
  hasChatbotSession: false,
  isOpen: true,
  streamEnabled: false,
};

describe('chooseChatMode (spec section 4, mode choice)', () => {
  it.each<[string, Partial<ChatModeFacts>, string]>([
    [
      '1. a live-agent session exists: agent mode, even outside hours',
      { liveSession: 'twilio', isOpen: false },
      'twilio',
    ],
    [
      '1. a live-agent session wins over a chatbot session',
      { liveSession: 'nice', hasChatbotSession: true },
      'nice',
    ],
    [
      '1. a stream session resumes in stream',
      { liveSession: 'stream', streamEnabled: false },
      'stream',
    ],
    [
      '2. else a chatbot session: chatbot, even in hours',
      { hasChatbotSession: true, isOpen: true },
      'chatbot',
    ],
    ['3. else in hours: agent mode (twilio)', { isOpen: true }, 'twilio'],
    ['3. else outside hours: chatbot', { isOpen: false }, 'chatbot'],
    [
      'the stream flag picks the stream provider for agent mode',
      { isOpen: true, streamEnabled: true },
      'stream',
    ],
    [
      'the stream flag does not matter outside hours',
      { isOpen: false, streamEnabled: true },
      'chatbot',
    ],
    [
      'a forced mode wins over everything',
      { forcedMode: 'talkjs', liveSession: 'twilio', hasChatbotSession: true },
      'talkjs',
    ],
    ['a forced chatbot in hours', { forcedMode: 'chatbot', isOpen: true }, 'chatbot'],
  ])('%s', (_rule, facts, mode) => {
    expect(chooseChatMode({ ...none, ...facts })).toBe(mode);
  });
});

describe('forcedModeFrom (the mode query parameter)', () => {
  it.each<[string, boolean, string | null]>([
    ['?mode=nice', false, 'nice'],
    ['?mode=stream&pop-webchat=true', false, 'stream'],
    ['?mode=chatbot', false, 'chatbot'],
    ['?mode=nice', true, null],
    ['?mode=whatsapp', false, null],
    ['', false, null],
  ])('%s outside production=%s', (search, isProduction, mode) => {
    expect(forcedModeFrom(search, isProduction)).toBe(mode);
  });
});

describe('showsAgentPicker (stream mode forced outside production only)', () => {
  it.each<[ChatProviderMode, ChatProviderMode | null, boolean]>([
    ['stream', 'stream', true],
    ['stream', null, false],
    ['twilio', null, false],
    ['chatbot', 'chatbot', false],
  ])('mode %s, forced %s: %s', (mode, forcedMode, shown) => {
    expect(showsAgentPicker(mode, forcedMode)).toBe(shown);
  });
});
