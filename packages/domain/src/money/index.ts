export * from './basis-points';
export * from './cents';
export * from './cents-schema';
export * from './exact-division';
export * from './percent-of';
