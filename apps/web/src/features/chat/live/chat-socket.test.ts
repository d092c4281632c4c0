import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createChatSocket, type SocketLike } from './chat-socket';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
    this.onclose?.({});
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

const conversation = {
  id: 'c1',
  status: 'ACTIVE',
  skill: 'FHEL',
  orgCode: 'OPENHELOC',
  customerName: 'Pat',
  customerEmail: 'pat@example.com',
  agentName: 'Alex',
  applicationUuid: null,
  loanNumber: null,
  createdAt: '2026-11-23T18:00:00.000Z',
  endedAt: null,
  lastSeq: 0,
};

describe('createChatSocket', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('joins, pings every 10 s, and after a drop rejoins from the last seq shown', () => {
    const sockets: FakeSocket[] = [];
    let lastSeq = 0;
    const states: string[] = [];
    const client = createChatSocket({
      token: () => 'tok',
      lastSeq: () => lastSeq,
      channelId: 'ch',
      onFrame: () => undefined,
      onConnection: (state) => states.push(state),
      open: () => {
        const socket = new FakeSocket();
        sockets.push(socket);
        return socket;
      },
      url: 'ws://test',
    });
    sockets[0]!.open();
    expect(sockets[0]!.sent).toEqual([{ type: 'join', token: 'tok', lastSeq: 0 }]);
    sockets[0]!.receive({ type: 'joined', conversation, messages: [] });
    vi.advanceTimersByTime(10_000);
    expect(sockets[0]!.sent.at(-1)).toEqual({ type: 'ping', channelId: 'ch' });

    lastSeq = 4;
    sockets[0]!.close();
    expect(states).toEqual(['connected', 'connecting']);
    client.send({ type: 'send', body: 'while down', attachmentIds: [], clientMessageId: 'm1' });
    client.send({ type: 'typing', typing: true });
    vi.advanceTimersByTime(1_000);
    sockets[1]!.open();
    expect(sockets[1]!.sent).toEqual([{ type: 'join', token: 'tok', lastSeq: 4 }]);
    sockets[1]!.receive({ type: 'joined', conversation, messages: [] });
    expect(sockets[1]!.sent.at(-1)).toEqual({
      type: 'send',
      body: 'while down',
      attachmentIds: [],
      clientMessageId: 'm1',
    });
    expect(states.at(-1)).toBe('connected');
    client.close();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(2);
  });
});
