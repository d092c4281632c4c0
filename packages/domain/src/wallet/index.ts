export * from './wallet-account';
