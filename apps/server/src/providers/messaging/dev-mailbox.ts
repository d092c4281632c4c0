import type { Db } from '../../db/client';
import { devMailboxMessages } from '../../db/schema';
import type { EmailSender, OutgoingEmail, OutgoingSms, SmsSender } from './types';

/**
 * The development sink for both channels: the message is kept in the database (every instance
 * sees it) and shown at /account/heloc/dev/mailbox. Never used in production.
 */
export function devMailbox(db: Db): EmailSender & SmsSender {
  return {
    name: 'dev-mailbox',
    async send(message: OutgoingEmail | OutgoingSms) {
      const isEmail = 'subject' in message;
      await db.insert(devMailboxMessages).values({
        outboxId: message.reference,
        channel: isEmail ? 'email' : 'sms',
        recipient: message.to,
        subject: isEmail ? message.subject : 'Text message',
        text: message.text,
        html: isEmail ? message.html : null,
        attachments: isEmail
          ? message.attachments.map(({ filename, contentType }) => ({ filename, contentType }))
          : [],
      });
    },
  };
}
