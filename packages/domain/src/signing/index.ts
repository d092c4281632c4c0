export * from './closing-documents';
export * from './signing-schemas';
