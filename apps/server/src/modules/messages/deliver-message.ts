import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { OrganizationResolver } from '../../app-types';
import type { Db } from '../../db/client';
import { applicationDocuments, outboxMessages } from '../../db/schema';
import type { JobHandler, JobWorker } from '../../jobs';
import { errorMessage } from '../../jobs/error-message';
import type { EmailSender, OutgoingAttachment, SmsSender } from '../../providers/messaging/types';
import { DELIVER_MESSAGE_JOB } from './outbox';
import { renderMessage } from './render-message';

export type MessageDeliveryDeps = {
  db: Db;
  organizations: OrganizationResolver;
  email: EmailSender;
  sms: SmsSender;
  appBaseUrl: string;
  now: () => Date;
};

const zDeliverPayload = z.object({ outboxId: z.number().int().positive() });

/**
 * Delivers one outbox message. The job's lease means one worker at a time holds it; a message
 * already marked sent is never sent again (a job re-run after the mark, or a second job). A
 * transport error throws, so the job is retried with backoff; the last failure marks it failed.
 */
export function deliverMessage(
  deps: MessageDeliveryDeps,
): JobHandler<z.infer<typeof zDeliverPayload>> {
  return async ({ job, attempt }) => {
    const [row] = await deps.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.id, job.payload.outboxId));
    if (!row || row.status === 'sent') return;
    const org =
      (row.orgCode ? deps.organizations.byCode(row.orgCode) : undefined) ??
      deps.organizations.defaultOrganization;
    const rendered = renderMessage({
      template: row.template,
      data: row.data,
      dedupeKey: row.dedupeKey,
      org,
      appBaseUrl: deps.appBaseUrl,
      now: deps.now(),
    });
    const attachments = [...rendered.attachments, ...(await storedDocumentsOf(deps.db, row))];
    const transport = row.channel === 'email' ? deps.email : deps.sms;
    try {
      if (row.channel === 'email') {
        await deps.email.send({
          reference: row.id,
          from: `"${org.brandName}" <${org.theme.supportEmail}>`,
          to: row.recipient,
          subject: rendered.subject,
          text: rendered.text,
          html: rendered.html,
          attachments,
        });
      } else {
        await deps.sms.send({ reference: row.id, to: row.recipient, text: rendered.sms });
      }
    } catch (error) {
      const last = attempt >= job.maxAttempts;
      await deps.db
        .update(outboxMessages)
        .set({
          attempts: sql`${outboxMessages.attempts} + 1`,
          lastError: errorMessage(error),
          ...(last ? { status: 'failed' as const } : {}),
        })
        .where(eq(outboxMessages.id, row.id));
      throw error;
    }
    await deps.db
      .update(outboxMessages)
      .set({
        status: 'sent',
        attempts: sql`${outboxMessages.attempts} + 1`,
        transport: transport.name,
        sentAt: sql`now()`,
        lastError: null,
      })
      .where(eq(outboxMessages.id, row.id));
  };
}

/** A message that names a stored document (the statement of credit denial) carries it as a PDF. */
async function storedDocumentsOf(
  db: Db,
  row: { channel: string; data: Record<string, string> },
): Promise<OutgoingAttachment[]> {
  const uuid = row.data.documentUuid;
  if (row.channel !== 'email' || !uuid) return [];
  const [document] = await db
    .select({
      fileName: applicationDocuments.fileName,
      contentType: applicationDocuments.contentType,
      content: applicationDocuments.content,
    })
    .from(applicationDocuments)
    .where(eq(applicationDocuments.uuid, uuid));
  if (!document?.content) throw new Error(`Document ${uuid} to attach is missing`);
  return [
    {
      filename: document.fileName,
      contentType: document.contentType,
      content: Buffer.from(document.content).toString('base64'),
      encoding: 'base64',
    },
  ];
}

export function registerMessageDelivery(worker: JobWorker, deps: MessageDeliveryDeps): void {
  worker.register(DELIVER_MESSAGE_JOB, { schema: zDeliverPayload, handler: deliverMessage(deps) });
}
