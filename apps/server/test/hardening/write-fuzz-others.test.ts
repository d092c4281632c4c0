import { describeWriteFuzz, writeEndpoints } from './support/write-fuzz';

describeWriteFuzz(
  'fuzzing the public, chat and operations write endpoints',
  writeEndpoints((kind) => kind !== 'borrower'),
);
