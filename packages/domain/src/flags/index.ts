export * from './feature-flags';
export * from './experiments';
export * from './flag-decision';
