import type { MessageTemplate } from '@openheloc/domain';
import type { DbExecutor } from '../../jobs';
import { enqueueMessage } from './outbox';
import type { Recipient } from './recipient';

/**
 * One event's message to a borrower: by e-mail, and by text as well when they agreed to
 * transactional texts. `dedupeKey` names the event; each channel is sent once.
 */
export async function tellRecipient(
  tx: DbExecutor,
  recipient: Recipient,
  message: {
    template: MessageTemplate;
    data: Record<string, string>;
    dedupeKey: string;
    orgCode: string;
  },
): Promise<void> {
  await enqueueMessage(tx, { channel: 'email', to: recipient.email, ...message });
  if (recipient.smsPhone) {
    await enqueueMessage(tx, {
      channel: 'sms',
      to: recipient.smsPhone,
      ...message,
      dedupeKey: `${message.dedupeKey}:sms`,
    });
  }
}
