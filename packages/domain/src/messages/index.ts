export * from './outbound-message';
export * from './mailbox';
