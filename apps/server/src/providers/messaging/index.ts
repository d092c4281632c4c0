export { devMailbox } from './dev-mailbox';
export { smtpSender } from './smtp';
