export * from './application-schema';
export * from './application-state';
export * from './consent-types';
export * from './hmda';
export * from './requests';
export * from './status-flags';
export * from './insurance';
export * from './autopay-authorization';
