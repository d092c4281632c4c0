export * from './closing-documents';
export * from './signing-schemas';
export * from './esign-disclosure';
export * from './location-explainer';
export * from './typed-name';
