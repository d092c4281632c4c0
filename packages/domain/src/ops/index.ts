export * from './ops-user';
export * from './provider-budgets';
