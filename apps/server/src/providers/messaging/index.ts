export { devMailbox } from './dev-mailbox';
export { smtpSender } from './smtp';
export type {
  EmailSender,
  OutgoingAttachment,
  OutgoingEmail,
  OutgoingSms,
  SmsSender,
} from './types';
