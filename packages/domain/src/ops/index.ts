export * from './ops-user';
export * from './provider-budgets';
export * from './application-search';
