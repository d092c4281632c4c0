import { z } from 'zod';

/** Every message the product sends; each has its own subject, text and HTML (server templates). */
export const MESSAGE_TEMPLATES = [
  'signer-invitation',
  'application-submitted',
  'document-requested',
  'ready-to-sign',
  'notary-booked',
  'rescission-deadline',
  'funded',
  'prequalified',
  'adverse-action',
  'signers-done',
  'password-reset',
  'account-locked',
  'support-answered',
] as const;
export const zMessageTemplate = z.enum(MESSAGE_TEMPLATES);
export type MessageTemplate = z.infer<typeof zMessageTemplate>;

/**
 * The data each template needs. A `link` is a path in the app ("/account/heloc/...") or an
 * absolute URL; the renderer makes a path absolute with the app's public address.
 */
export const MESSAGE_TEMPLATE_FIELDS: Readonly<Record<MessageTemplate, readonly string[]>> = {
  'signer-invitation': ['signerName', 'borrowerName', 'link'],
  'application-submitted': ['firstName', 'link'],
  'document-requested': ['firstName', 'documentName', 'link'],
  'ready-to-sign': ['firstName', 'link'],
  /** startsAt and endsAt: ISO 8601 instants (the calendar file needs them exact). */
  'notary-booked': ['firstName', 'startsAt', 'endsAt', 'link'],
  /** deadline: ISO 8601 instant; the message shows it in the lender's time zone. */
  'rescission-deadline': ['firstName', 'deadline', 'link'],
  /** paidToYou: the closing figures' sentence (closingMoney); accountLast4: where it went. */
  funded: ['firstName', 'paidToYou', 'accountLast4', 'link'],
  /** minAmount, maxAmount: the lines offered, as the offer screen shows them ('$15,000'). */
  prequalified: ['firstName', 'minAmount', 'maxAmount', 'link'],
  /** documentUuid: the stored statement of credit denial, attached as a PDF. */
  'adverse-action': ['firstName', 'loanNumber', 'documentUuid', 'link'],
  'signers-done': ['firstName', 'link'],
  'password-reset': ['link'],
  /** unlocksAt: ISO 8601 instant when sign-in opens again; link: the reset-password page. */
  'account-locked': ['unlocksAt', 'link'],
  /** A message or call-back request operations answered; link: the Support page. */
  'support-answered': ['name', 'question', 'answer', 'link'],
};

export const MESSAGE_CHANNELS = ['email', 'sms'] as const;
export const zMessageChannel = z.enum(MESSAGE_CHANNELS);
export type MessageChannel = z.infer<typeof zMessageChannel>;

/**
 * One message to one person, written to the outbox in the transaction of the event that causes
 * it. `dedupeKey` names that event ("password-reset:<token id>"): enqueued twice, sent once.
 * `orgCode` picks the lender's branding (the default organisation when absent).
 */
export const zOutboundMessage = z
  .object({
    channel: zMessageChannel,
    to: z.string().trim().min(1).max(320),
    template: zMessageTemplate,
    data: z.record(z.string(), z.string()),
    dedupeKey: z.string().min(1).max(300),
    orgCode: z.string().optional(),
  })
  .superRefine((message, context) => {
    for (const field of MESSAGE_TEMPLATE_FIELDS[message.template]) {
      if (!message.data[field]) {
        context.addIssue({
          code: 'custom',
          path: ['data', field],
          message: `The ${message.template} message needs ${field}`,
        });
      }
    }
    if (message.channel === 'email' && !z.email().safeParse(message.to).success) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'Not an e-mail address' });
    }
  });
export type OutboundMessage = z.input<typeof zOutboundMessage>;
