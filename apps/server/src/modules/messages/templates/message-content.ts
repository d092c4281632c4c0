import {
  formatPacificDay,
  formatRescissionDeadline,
  rescissionLastDayOf,
  type MessageTemplate,
} from '@openheloc/domain';

/** What one message says, before the lender's branding wraps it. */
export type MessageContent = {
  subject: string;
  /** Plain sentences; the layout escapes them for HTML. */
  paragraphs: string[];
  action: { label: string; url: string };
  /** The SMS version: one short line (the link is appended). */
  sms: string;
};

export type ContentInput = {
  data: Record<string, string>;
  brandName: string;
  /** `data.link` made absolute. */
  link: string;
};

const pacificTime = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Los_Angeles',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** 'Tuesday, November 24, 2026 at 10:30 AM PST': instants are shown on the lender's clock. */
export function pacificDateTime(iso: string): string {
  const date = new Date(iso);
  return `${formatPacificDay(date)} at ${pacificTime.format(date)}`;
}

/** 'midnight on Tuesday, December 1 (Pacific Time)': the right to cancel said as the screen says it. */
const cancelDeadline = (iso: string) =>
  `${formatRescissionDeadline(rescissionLastDayOf(new Date(iso)))} (Pacific Time)`;

const greeting = (name: string | undefined) => (name ? `Hello ${name},` : 'Hello,');

export const MESSAGE_CONTENT: Readonly<
  Record<MessageTemplate, (input: ContentInput) => MessageContent>
> = {
  'signer-invitation': ({ data, brandName, link }) => ({
    subject: `${data.borrowerName} has asked you to sign their ${brandName} HELOC`,
    paragraphs: [
      greeting(data.signerName),
      `${data.borrowerName} has added you as a signer on their home equity line of credit with ${brandName}. Every owner of the home must sign before the line can be opened.`,
      'Use the button below to create your password and see what you need to sign. The link works once.',
    ],
    action: { label: 'Accept the invitation', url: link },
    sms: `${brandName}: ${data.borrowerName} has asked you to sign their HELOC.`,
  }),
  'application-submitted': ({ data, brandName, link }) => ({
    subject: `We have your ${brandName} HELOC application`,
    paragraphs: [
      greeting(data.firstName),
      'Thank you for applying. We are reviewing your application and will let you know as soon as there is something for you to do.',
    ],
    action: { label: 'View your application', url: link },
    sms: `${brandName}: we have your HELOC application.`,
  }),
  'document-requested': ({ data, brandName, link }) => ({
    subject: `${brandName} needs a document from you`,
    paragraphs: [
      greeting(data.firstName),
      `To keep your application moving we need: ${data.documentName}.`,
      'Sign in to upload it.',
    ],
    action: { label: 'Upload the document', url: link },
    sms: `${brandName}: we need a document from you (${data.documentName}).`,
  }),
  'ready-to-sign': ({ data, brandName, link }) => ({
    subject: `Your ${brandName} HELOC documents are ready to sign`,
    paragraphs: [
      greeting(data.firstName),
      'Your closing documents are ready. Sign in to review and sign them, then meet the notary online.',
    ],
    action: { label: 'Sign your documents', url: link },
    sms: `${brandName}: your HELOC documents are ready to sign.`,
  }),
  'notary-booked': ({ data, brandName, link }) => ({
    subject: `Your ${brandName} notary appointment: ${pacificDateTime(data.startsAt ?? '')}`,
    paragraphs: [
      greeting(data.firstName),
      `Your online notary appointment is booked for ${pacificDateTime(data.startsAt ?? '')}. The calendar file attached adds it to your calendar.`,
      'Have your photo ID with you and join from a quiet place with a camera and microphone.',
    ],
    action: { label: 'Open your notary session', url: link },
    sms: `${brandName}: notary appointment booked for ${pacificDateTime(data.startsAt ?? '')}.`,
  }),
  'rescission-deadline': ({ data, brandName, link }) => ({
    subject: `Your right to cancel your ${brandName} HELOC ends at ${cancelDeadline(data.deadline ?? '')}`,
    paragraphs: [
      greeting(data.firstName),
      `You have signed and been notarized. You can cancel your line of credit until ${cancelDeadline(data.deadline ?? '')}; after that we fund it.`,
      'Your notice of the right to cancel, with the date it ends, is in your documents. To cancel, use the link below, or send or deliver the notice to us before the deadline.',
    ],
    action: { label: 'See your right to cancel', url: link },
    sms: `${brandName}: your right to cancel ends at ${cancelDeadline(data.deadline ?? '')}.`,
  }),
  funded: ({ data, brandName, link }) => ({
    subject: `Your ${brandName} HELOC is funded`,
    paragraphs: [
      greeting(data.firstName),
      `Your home equity line of credit is open. ${data.paidToYou ?? ''}, into your account ending ${data.accountLast4 ?? ''}.`,
    ],
    action: { label: 'View your line of credit', url: link },
    sms: `${brandName}: your HELOC is funded.`,
  }),
  prequalified: ({ data, brandName, link }) => ({
    subject: `Your ${brandName} HELOC pre-qualification`,
    paragraphs: [
      greeting(data.firstName),
      `You’re pre-qualified for a home equity line of credit from ${data.minAmount} up to ${data.maxAmount}. Checking your offers did not affect your credit score.`,
      'Choose your line, the amount and how to pay to see your rate, payments and fees, then finish your application.',
    ],
    action: { label: 'See your offers', url: link },
    sms: `${brandName}: you’re pre-qualified for up to ${data.maxAmount}.`,
  }),
  'adverse-action': ({ data, brandName, link }) => ({
    subject: `Your ${brandName} HELOC application ${data.loanNumber}: our decision`,
    paragraphs: [
      greeting(data.firstName),
      `Thank you for applying. We are unable to approve your application ${data.loanNumber} for a home equity line of credit.`,
      'Our statement of credit denial is attached as a PDF: it gives the principal reasons for our decision and your rights, including your right to a free copy of your credit report. Keep it for your records; you can also see it when you sign in.',
    ],
    action: { label: 'See the notice', url: link },
    sms: `${brandName}: our decision on your HELOC application ${data.loanNumber} is in your e-mail.`,
  }),
  'signers-done': ({ data, brandName, link }) => ({
    subject: `Your turn: meet the notary for your ${brandName} HELOC`,
    paragraphs: [
      greeting(data.firstName),
      'Everyone else who signs with you has signed and met the notary. It is your turn: meet your notary online to finish your closing.',
      'Have your photo ID with you and join from a quiet place with a camera and microphone.',
    ],
    action: { label: 'Meet your notary', url: link },
    sms: `${brandName}: your co-signers are done; it's your turn to meet the notary.`,
  }),
  'password-reset': ({ brandName, link }) => ({
    subject: `Reset your ${brandName} password`,
    paragraphs: [
      'Hello,',
      'We received a request to reset the password of your account. The link below works once and for 30 minutes.',
      'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
    ],
    action: { label: 'Reset your password', url: link },
    sms: `${brandName}: reset your password (valid 30 minutes).`,
  }),
  'account-locked': ({ data, brandName, link }) => ({
    subject: `Sign-in to your ${brandName} account is paused`,
    paragraphs: [
      'Hello,',
      `There were too many unsuccessful attempts to sign in to your account, so we have paused sign-in until ${pacificDateTime(data.unlocksAt ?? '')}.`,
      'If this was not you, or you have forgotten your password, reset it with the link below: the device you reset it on can sign in straight away.',
    ],
    action: { label: 'Reset your password', url: link },
    sms: `${brandName}: sign-in to your account is paused after too many attempts.`,
  }),
  'support-answered': ({ data, brandName, link }) => ({
    subject: `${brandName} has answered your message`,
    paragraphs: [
      greeting(data.name),
      `You wrote to us: "${data.question}"`,
      `Our answer: ${data.answer}`,
      'If you have another question, reply from our Support page.',
    ],
    action: { label: 'Contact support', url: link },
    sms: `${brandName}: we have answered your message.`,
  }),
};
