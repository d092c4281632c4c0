export * from './file-kind';
export * from './upload-rules';
export * from './uploaded-document';
