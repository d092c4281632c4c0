import type pg from 'pg';

type Log = { warn: (object: object, message: string) => void };

const RECONNECT_DELAY_MS = 1_000;
const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

export type ChannelSubscription = {
  channel: string;
  onNotification: (payload: string) => void;
  /** Called after a lost connection is open again: NOTIFY does not replay what was missed. */
  onReconnect: () => void;
  /** Called when the connection is lost: nothing is heard until `onReconnect`. */
  onLost?: () => void;
  log: Log;
  /** Names the subscriber in log lines ("chat listener could not reconnect"). */
  name: string;
};

/**
 * One connection per instance that LISTENs on every channel the instance needs (jobs, chat,
 * notary, sessions). Pooled connections never LISTEN, so the pool may sit behind PgBouncer in
 * transaction mode; this connection must reach PostgreSQL itself (or a pooler in session mode).
 */
export interface NotificationListener {
  /** Resolves once LISTEN is in effect with how to stop; rejects when no connection opens. */
  listen(subscription: ChannelSubscription): Promise<() => Promise<void>>;
}

/**
 * Opens the connection with the first subscription and ends it with the last, opening it again a
 * second after it is lost and then LISTENing on every channel again.
 */
export function createNotificationListener(
  openClient: () => Promise<pg.Client>,
): NotificationListener {
  const subscriptions = new Set<ChannelSubscription>();
  let client: pg.Client | null = null;
  /** The channels the current connection LISTENs on. */
  let listening = new Set<string>();
  let connecting: Promise<pg.Client> | null = null;
  let retry: NodeJS.Timeout | null = null;

  const channels = () => new Set([...subscriptions].map((s) => s.channel));
  const anyLog = (): Log => [...subscriptions][0]?.log ?? { warn: () => {} };

  const connect = async (): Promise<pg.Client> => {
    const next = await openClient();
    next.on('notification', ({ channel, payload }) => {
      for (const s of [...subscriptions]) {
        if (s.channel === channel) s.onNotification(payload ?? '');
      }
    });
    next.on('error', (error) => {
      anyLog().warn({ err: error }, 'notification listener lost its connection');
      lose(next);
    });
    next.on('end', () => lose(next));
    const heard = new Set<string>();
    for (const channel of channels()) {
      await next.query(`LISTEN ${channel}`);
      heard.add(channel);
    }
    listening = heard;
    return next;
  };
  const connected = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    connecting ??= connect().then(
      (next) => {
        connecting = null;
        client = next;
        return next;
      },
      (error: unknown) => {
        connecting = null;
        throw error;
      },
    );
    return connecting;
  };
  const lose = (lost: pg.Client) => {
    if (client !== lost) return;
    client = null;
    lost.removeAllListeners('notification');
    void lost.end().catch(() => {});
    for (const s of [...subscriptions]) s.onLost?.();
    reconnectSoon();
  };
  const reconnectSoon = () => {
    if (retry || subscriptions.size === 0) return;
    retry = setTimeout(() => {
      retry = null;
      if (subscriptions.size === 0) return;
      connected()
        .then(() => {
          for (const s of [...subscriptions]) s.onReconnect();
        })
        .catch((error: unknown) => {
          anyLog().warn({ err: error }, 'notification listener could not reconnect');
          reconnectSoon();
        });
    }, RECONNECT_DELAY_MS);
  };

  return {
    async listen(subscription) {
      if (!CHANNEL_NAME.test(subscription.channel)) {
        throw new TypeError(`Not a channel name: ${subscription.channel}`);
      }
      subscriptions.add(subscription);
      try {
        const current = await connected();
        if (!listening.has(subscription.channel)) {
          listening.add(subscription.channel);
          await current.query(`LISTEN ${subscription.channel}`);
        }
      } catch (error) {
        subscriptions.delete(subscription);
        throw error;
      }
      return async () => {
        if (!subscriptions.delete(subscription)) return;
        const current = client;
        if (subscriptions.size === 0) {
          if (retry) clearTimeout(retry);
          retry = null;
          client = null;
          await current?.end().catch(() => {});
        } else if (!channels().has(subscription.channel)) {
          listening.delete(subscription.channel);
          await current?.query(`UNLISTEN ${subscription.channel}`).catch(() => {});
        }
      };
    },
  };
}
