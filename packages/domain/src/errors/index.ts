export * from './error-codes';
export * from './error-envelope';
