import { zOutboundMessage, type OutboundMessage } from '@openheloc/domain';
import { outboxMessages } from '../../db/schema';
import { enqueueJob, type DbExecutor } from '../../jobs';

export const DELIVER_MESSAGE_JOB = 'deliver-message';
/** With the worker's backoff (1 s doubling, capped at 5 min) this keeps trying for about half an hour. */
export const MESSAGE_MAX_ATTEMPTS = 12;

/**
 * Writes a message to the outbox, and the job that delivers it, with `tx`: pass the transaction of
 * the event that causes the message, so that both commit or neither does. A `dedupeKey` already
 * stored writes nothing: the event was recorded before and its message is (being) sent.
 */
export async function enqueueMessage(tx: DbExecutor, message: OutboundMessage): Promise<void> {
  const parsed = zOutboundMessage.parse(message);
  const [row] = await tx
    .insert(outboxMessages)
    .values({
      orgCode: parsed.orgCode ?? null,
      channel: parsed.channel,
      recipient: parsed.to,
      template: parsed.template,
      data: parsed.data,
      dedupeKey: parsed.dedupeKey,
    })
    .onConflictDoNothing({ target: outboxMessages.dedupeKey })
    .returning({ id: outboxMessages.id });
  if (!row) return;
  await enqueueJob(
    tx,
    DELIVER_MESSAGE_JOB,
    { outboxId: row.id },
    { maxAttempts: MESSAGE_MAX_ATTEMPTS, dedupeKey: `message:${row.id}` },
  );
}
