export * from './notification';
export * from './menu-rules';
