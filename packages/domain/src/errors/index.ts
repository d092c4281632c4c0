export * from './error-envelope';
