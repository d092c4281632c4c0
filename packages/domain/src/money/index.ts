export * from './basis-points';
export * from './cents';
export * from './exact-division';
export * from './percent-of';
