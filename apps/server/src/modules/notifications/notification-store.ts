import type { Notification, NotificationCta } from '@openheloc/domain';
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import type { DbExecutor } from '../../jobs';

export type NewNotification = {
  orgCode: string;
  identityUuid: string;
  applicationUuid?: string;
  title: string;
  description: string;
  ctas: NotificationCta[];
  /** Names the event: recording it twice notifies once. */
  dedupeKey: string;
};

/** Stores a notification with `tx`: pass the transaction of the event that causes it. */
export async function createNotification(
  tx: DbExecutor,
  input: NewNotification,
  now: Date,
): Promise<void> {
  await tx
    .insert(notifications)
    .values({
      uuid: randomUUID(),
      orgCode: input.orgCode,
      identityUuid: input.identityUuid,
      applicationUuid: input.applicationUuid ?? null,
      title: input.title,
      description: input.description,
      ctas: input.ctas,
      dedupeKey: input.dedupeKey,
      createdAt: now,
    })
    .onConflictDoNothing({ target: notifications.dedupeKey });
}

type Owner = { identityUuid: string; orgCode: string };

const ofOwner = (owner: Owner) =>
  and(eq(notifications.identityUuid, owner.identityUuid), eq(notifications.orgCode, owner.orgCode));

/** The owner's notifications, newest first: only the unread ones when asked. */
export async function listNotifications(
  db: Db,
  owner: Owner,
  query: { unreadOnly: boolean; limit: number },
): Promise<{ notifications: Notification[]; unreadCount: number }> {
  const rows = await db
    .select()
    .from(notifications)
    .where(and(ofOwner(owner), query.unreadOnly ? isNull(notifications.readAt) : undefined))
    .orderBy(desc(notifications.createdAt), desc(notifications.uuid))
    .limit(query.limit);
  const [unread] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(ofOwner(owner), isNull(notifications.readAt)));
  return {
    notifications: rows.map((row) => ({
      uuid: row.uuid,
      title: row.title,
      description: row.description,
      created: row.createdAt.toISOString(),
      status: row.readAt ? 'READ' : 'UNREAD',
      ctas: row.ctas,
      walletAddress: null,
    })),
    unreadCount: unread?.n ?? 0,
  };
}

/** Marks one notification read; false when the owner has none with that uuid. */
export async function markRead(db: Db, owner: Owner, uuid: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ readAt: notifications.readAt })
    .from(notifications)
    .where(and(ofOwner(owner), eq(notifications.uuid, uuid)));
  if (!row) return false;
  if (row.readAt === null) {
    await db
      .update(notifications)
      .set({ readAt: now })
      .where(and(ofOwner(owner), eq(notifications.uuid, uuid)));
  }
  return true;
}

/** Marks every unread notification of the owner read. */
export async function markAllRead(db: Db, owner: Owner, now: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(ofOwner(owner), isNull(notifications.readAt)));
}
