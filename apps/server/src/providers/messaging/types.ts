export type OutgoingAttachment = {
  filename: string;
  contentType: string;
  content: string;
  /** 'base64' for binary content such as a PDF; text otherwise. */
  encoding?: 'base64';
};

export type OutgoingEmail = {
  /** The outbox row: a stable Message-ID, so a receiver can spot a resend. */
  reference: number;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: OutgoingAttachment[];
};

export type OutgoingSms = { reference: number; to: string; text: string };

/** Sends e-mail: SMTP in production, the development mailbox otherwise. */
export interface EmailSender {
  readonly name: string;
  send(email: OutgoingEmail): Promise<void>;
}

/** Sends text messages: a vendor behind this interface, the development mailbox until then. */
export interface SmsSender {
  readonly name: string;
  send(sms: OutgoingSms): Promise<void>;
}
