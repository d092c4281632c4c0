export * from './loan-originator';
