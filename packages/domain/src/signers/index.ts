export * from './signer-rules';
export * from './signer-messages';
export * from './signer-schemas';
export * from './co-borrower-checks';
export * from './co-borrower-schemas';
