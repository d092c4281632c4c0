import { EventEmitter } from 'node:events';

/** Named at commit by the `applications_view_changed` trigger (migration 0020). */
export const APPLICATION_VIEWS_CHANNEL = 'openheloc_application_views';

/**
 * Channels every connection of the process listens on (db/client.ts). PostgreSQL delivers a
 * session's own notifications before it reports the commit done, so a change this process makes
 * is heard before the write that made it resolves: a read that follows it on this process never
 * meets what it replaced (docs/decisions/0031).
 */
export const HEARD_CHANNELS = [APPLICATION_VIEWS_CHANNEL] as const;

export type HeardChannel = (typeof HEARD_CHANNELS)[number];

/** Emits (payload) under the channel's name for each notification a connection hears. */
export type HeardNotifications = EventEmitter<Record<HeardChannel, [payload: string]>>;

export function heardNotifications(): HeardNotifications {
  return new EventEmitter<Record<HeardChannel, [payload: string]>>();
}

export function isHeardChannel(channel: string): channel is HeardChannel {
  return (HEARD_CHANNELS as readonly string[]).includes(channel);
}
