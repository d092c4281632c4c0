export * from './notary-api';
export * from './notary-slots';
export * from './notary-socket';
export * from './notary-room-files';
