export * from './organization';
export * from './ecoa-agency';
