export * from './organization';
