import { createTransport } from 'nodemailer';
import type { EmailSender, OutgoingEmail } from './types';

/** E-mail through the SMTP server of SMTP_URL. */
export function smtpSender(smtpUrl: string): EmailSender & { close: () => void } {
  const transport = createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send(email: OutgoingEmail) {
      await transport.sendMail({
        messageId: `<outbox-${email.reference}@openheloc>`,
        from: email.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        attachments: email.attachments.map(({ filename, contentType, content }) => ({
          filename,
          contentType,
          content,
        })),
      });
    },
    close: () => transport.close(),
  };
}
