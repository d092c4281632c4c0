import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createNotificationListener, type ChannelSubscription } from './notification-listener';

/** A connection that records its statements and can be made to drop. */
class FakeConnection extends EventEmitter {
  readonly queries: string[] = [];
  ended = false;
  async query(text: string) {
    this.queries.push(text);
    return { rows: [] };
  }
  async end() {
    this.ended = true;
  }
  notify(channel: string, payload: string) {
    this.emit('notification', { channel, payload });
  }
}

function setup() {
  const connections: FakeConnection[] = [];
  const listener = createNotificationListener(async () => {
    const connection = new FakeConnection();
    connections.push(connection);
    return connection as unknown as pg.Client;
  });
  const subscribe = (channel: string) => {
    const heard: string[] = [];
    const events: string[] = [];
    const subscription: ChannelSubscription = {
      channel,
      onNotification: (payload) => heard.push(payload),
      onReconnect: () => events.push('reconnect'),
      onLost: () => events.push('lost'),
      log: { warn: () => {} },
      name: `${channel} listener`,
    };
    return { subscription, heard, events };
  };
  return { connections, listener, subscribe };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('one LISTEN connection per instance', () => {
  it('listens on every channel over one connection and hands each its own notifications', async () => {
    const { connections, listener, subscribe } = setup();
    const jobs = subscribe('openheloc_jobs');
    const chat = subscribe('openheloc_chat');
    const chatAgain = subscribe('openheloc_chat');
    await listener.listen(jobs.subscription);
    await listener.listen(chat.subscription);
    await listener.listen(chatAgain.subscription);
    expect(connections).toHaveLength(1);
    expect(connections[0]?.queries).toEqual(['LISTEN openheloc_jobs', 'LISTEN openheloc_chat']);
    connections[0]?.notify('openheloc_chat', 'hello');
    connections[0]?.notify('openheloc_other', 'not ours');
    expect(jobs.heard).toEqual([]);
    expect(chat.heard).toEqual(['hello']);
    expect(chatAgain.heard).toEqual(['hello']);
  });

  it('stops a channel with its last subscriber and the connection with the last channel', async () => {
    const { connections, listener, subscribe } = setup();
    const stopJobs = await listener.listen(subscribe('openheloc_jobs').subscription);
    const stopChat = await listener.listen(subscribe('openheloc_chat').subscription);
    await stopChat();
    expect(connections[0]?.queries.at(-1)).toBe('UNLISTEN openheloc_chat');
    expect(connections[0]?.ended).toBe(false);
    await stopJobs();
    expect(connections[0]?.ended).toBe(true);
    await listener.listen(subscribe('openheloc_jobs').subscription);
    expect(connections).toHaveLength(2);
  });

  it('tells every subscriber of a lost connection, and opens it again a second later', async () => {
    vi.useFakeTimers();
    const { connections, listener, subscribe } = setup();
    const jobs = subscribe('openheloc_jobs');
    const sessions = subscribe('openheloc_sessions');
    await listener.listen(jobs.subscription);
    await listener.listen(sessions.subscription);
    connections[0]?.emit('end');
    expect(jobs.events).toEqual(['lost']);
    expect(sessions.events).toEqual(['lost']);
    await vi.advanceTimersByTimeAsync(999);
    expect(connections).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(connections).toHaveLength(2);
    expect(connections[1]?.queries).toEqual(['LISTEN openheloc_jobs', 'LISTEN openheloc_sessions']);
    expect(jobs.events).toEqual(['lost', 'reconnect']);
    expect(sessions.events).toEqual(['lost', 'reconnect']);
    connections[1]?.notify('openheloc_sessions', 'jti-1');
    expect(sessions.heard).toEqual(['jti-1']);
  });

  it('refuses a channel name that is not an identifier (it is put into SQL as is)', async () => {
    const { listener, subscribe } = setup();
    await expect(listener.listen(subscribe('x; DROP TABLE jobs').subscription)).rejects.toThrow(
      /Not a channel name/,
    );
  });
});
