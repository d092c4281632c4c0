export * from './server-render';
