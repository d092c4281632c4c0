import { z } from 'zod';
import { zMessageChannel } from './outbound-message';

/** A message the development sink received (outside production instead of SMTP or SMS). */
export const zMailboxMessage = z.object({
  id: z.number().int(),
  channel: zMessageChannel,
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  /** Every http(s) link in the text, in order: what a tester clicks. */
  links: z.array(z.string()),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string() })),
  receivedAt: z.iso.datetime(),
});
export type MailboxMessage = z.infer<typeof zMailboxMessage>;

export const zMailboxAnswer = z.object({ messages: z.array(zMailboxMessage) });
export type MailboxAnswer = z.infer<typeof zMailboxAnswer>;

/** Where the development mailbox is read (registered only outside production). */
export const DEV_MAILBOX_API_PATH = '/api/dev/mailbox';
