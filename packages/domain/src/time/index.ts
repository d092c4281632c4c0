export * from './pacific-time';
export * from './us-holidays';
