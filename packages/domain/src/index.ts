export * from './enums';
export * from './constants';
export * from './format';
export * from './validation';
export * from './orgs';
export * from './flags';
export * from './telemetry';
export * from './errors';
