import { describe, expect, it } from 'vitest';
import { createTypedStorage, type LocalStorageKey } from '@/lib/storage';
import { createMemoryStorage } from '@/testing/memory-storage';
import { createChatSessions } from './chat-sessions';

const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;
const T0 = Date.UTC(2026, 10, 23, 18, 0);
const visitor = { friendlyName: 'Pat Doe', emailAddress: 'pat@example.com' };

function setup() {
  const memory = createMemoryStorage();
  return {
    memory,
    sessions: createChatSessions(createTypedStorage<LocalStorageKey>(() => memory)),
  };
}

describe('live-agent sessions', () => {
  it('stores twilio under WEBCHAT and WEBCHAT_TWILIO and expires them after 6 hours', () => {
    const { memory, sessions } = setup();
    sessions.saveLive(
      'twilio',
      { ...visitor, omniProxyChannelId: 'ch-1' },
      { conversationId: 'conv-1', token: 'tok' },
      T0,
    );
    expect(JSON.parse(memory.values.get('WEBCHAT_TWILIO')!)).toEqual({
      token: 'tok',
      conversationSid: 'conv-1',
      expiration: T0 + 6 * HOUR,
    });
    expect(sessions.readLive(T0 + 6 * HOUR - 1)).toMatchObject({
      provider: 'twilio',
      conversationId: 'conv-1',
      webchat: { omniProxyChannelId: 'ch-1' },
    });
    expect(sessions.readLive(T0 + 6 * HOUR)).toBeNull();
    expect(memory.values.has('WEBCHAT')).toBe(false);
    expect(memory.values.has('WEBCHAT_TWILIO')).toBe(false);
  });

  it.each([
    ['nice', 'WEBCHAT_NICE'],
    ['talkjs', 'WEBCHAT_TALK'],
  ] as const)('stores %s under %s', (provider, key) => {
    const { memory, sessions } = setup();
    sessions.saveLive(provider, visitor, { conversationId: 'c', token: 't' }, T0);
    expect(memory.values.has(key)).toBe(true);
    expect(sessions.readLive(T0)?.provider).toBe(provider);
  });

  it('keeps a stream session in WEBCHAT alone', () => {
    const { memory, sessions } = setup();
    const stream = { providerChannelId: 'pc', providerUserId: 'pu', providerUserToken: 'pt' };
    sessions.saveLive('stream', { ...visitor, stream }, { conversationId: 'pc', token: 'pt' }, T0);
    expect([...memory.values.keys()]).toEqual(['WEBCHAT']);
    expect(sessions.readLive(T0 + HOUR)).toMatchObject({
      provider: 'stream',
      conversationId: 'pc',
    });
  });

  it('keeps the held first message and a refreshed token', () => {
    const { sessions } = setup();
    sessions.saveLive('nice', visitor, { conversationId: 'c', token: 'old' }, T0);
    sessions.updateWebchat({ initialMessage: 'Hello' });
    sessions.updateToken('nice', 'new');
    expect(sessions.readLive(T0)).toMatchObject({
      token: 'new',
      webchat: { initialMessage: 'Hello' },
      expiration: T0 + 6 * HOUR,
    });
  });

  it('ignores a damaged record', () => {
    const memory = createMemoryStorage({ WEBCHAT: '{"friendlyName":', WEBCHAT_TWILIO: '{}' });
    const sessions = createChatSessions(createTypedStorage<LocalStorageKey>(() => memory));
    expect(sessions.readLive(T0)).toBeNull();
  });
});

describe('chatbot sessions', () => {
  it('expire 10 minutes after the last activity', () => {
    const { sessions } = setup();
    const first = sessions.saveChatbot({ ...visitor, conversationId: 'bot-1' }, T0);
    expect(first).toMatchObject({ loginTimestamp: T0, expiration: T0 + 10 * MINUTE });
    sessions.saveChatbot(first, T0 + 8 * MINUTE);
    expect(sessions.readChatbot(T0 + 17 * MINUTE)).toMatchObject({
      conversationId: 'bot-1',
      loginTimestamp: T0,
    });
    expect(sessions.readChatbot(T0 + 18 * MINUTE)).toBeNull();
    expect(sessions.readChatbot(T0)).toBeNull();
  });
});
