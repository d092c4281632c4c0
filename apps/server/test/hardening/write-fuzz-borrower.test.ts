import { describeWriteFuzz, writeEndpoints } from './support/write-fuzz';

// Split from write-fuzz-others so that the two run side by side.
describeWriteFuzz(
  "fuzzing the borrower's write endpoints",
  writeEndpoints((kind) => kind === 'borrower'),
);
