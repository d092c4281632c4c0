export * from './feature-flags';
export * from './experiments';
