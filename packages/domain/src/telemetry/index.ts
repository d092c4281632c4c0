export * from './telemetry';
export * from './session-replay';
