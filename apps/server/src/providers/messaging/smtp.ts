import type { EmailSender, OutgoingEmail } from './types';

const openTransport = async (smtpUrl: string) =>
  (await import('nodemailer')).createTransport(smtpUrl);

/**
 * E-mail through the SMTP server of SMTP_URL. nodemailer loads with the first message, so a
 * server that sends none (or has no SMTP_URL) does not hold it in memory.
 */
export function smtpSender(smtpUrl: string): EmailSender & { close: () => void } {
  let transport: ReturnType<typeof openTransport> | undefined;
  return {
    name: 'smtp',
    async send(email: OutgoingEmail) {
      transport ??= openTransport(smtpUrl);
      await (
        await transport
      ).sendMail({
        messageId: `<outbox-${email.reference}@openheloc>`,
        from: email.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        attachments: email.attachments.map(({ filename, contentType, content, encoding }) => ({
          filename,
          contentType,
          content,
          ...(encoding ? { encoding } : {}),
        })),
      });
    },
    close: () => void transport?.then((open) => open.close()),
  };
}
