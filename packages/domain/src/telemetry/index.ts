export * from './telemetry';
export * from './session-replay';
export * from './session-replay-schemas';
