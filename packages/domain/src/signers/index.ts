export * from './signer-rules';
export * from './signer-messages';
export * from './signer-schemas';
