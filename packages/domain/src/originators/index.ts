export * from './loan-originator';
export * from './identity-broker';
