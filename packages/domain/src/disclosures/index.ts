export * from './heloc-disclosure';
export * from './historical-example';
export * from './prime-rate-history';
export * from './security-instrument';
export * from './cfpb-booklet';
