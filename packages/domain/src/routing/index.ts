export * from './fallback-machine';
export * from './machine-states';
export * from './polling';
export * from './progress';
export * from './resolve-route';
export * from './routes';
export * from './routing-facts';
export * from './server-states';
