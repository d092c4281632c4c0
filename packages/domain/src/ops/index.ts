export * from './ops-user';
