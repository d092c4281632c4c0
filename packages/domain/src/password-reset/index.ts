export * from './password-reset';
