export * from './banking-days';
export * from './federal-holidays';
export * from './pacific-time';
export * from './rescission';
export * from './us-holidays';
