export * from './interest';
export * from './offer';
export * from './payments';
export * from './dscr';
export * from './credit-name';
