import type { MailboxMessage } from '@openheloc/domain';
import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { devMailboxMessages } from '../../db/schema';

const LINK = /https?:\/\/[^\s<>"]+/g;

/** The development sink's messages, newest first, optionally to one recipient. */
export async function readMailbox(
  db: Db,
  query: { to?: string | undefined; limit: number },
): Promise<MailboxMessage[]> {
  const rows = await db
    .select()
    .from(devMailboxMessages)
    .where(query.to ? sql`lower(${devMailboxMessages.recipient}) = lower(${query.to})` : undefined)
    .orderBy(desc(devMailboxMessages.id))
    .limit(query.limit);
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    to: row.recipient,
    subject: row.subject,
    text: row.text,
    html: row.html,
    links: [...new Set(row.text.match(LINK) ?? [])],
    attachments: row.attachments,
    receivedAt: row.receivedAt.toISOString(),
  }));
}
