import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import type { ZipRecord } from './zip-index';

/** Run by a child Node process: loads the package and prints the fields the index reads. */
const READ_IN_CHILD = `
const { codes } = require(process.argv[1]);
const rows = Object.values(codes).map(({ zip, city, state, country }) => [zip, city, state, country]);
process.stdout.write(JSON.stringify(rows));
`;
const MAX_OUTPUT_BYTES = 16 * 1024 * 1024;

/** JSON has no undefined: a row without a country has null there. */
type Row = [zip: string, city: string, state: string, country: string | null];

/**
 * The `zipcodes` package's rows. Loaded by the server itself, the package (5 MB of JavaScript,
 * one object literal) keeps about 70 MiB resident for good, and so does a worker thread that
 * loads it; read by a child process, that memory goes back when the child exits and about
 * 20 MiB of rows stay (measured; docs/decisions/0032). It costs half a second, once.
 */
export async function readPackageZipRecords(): Promise<ZipRecord[]> {
  const packagePath = createRequire(import.meta.url).resolve('zipcodes');
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['-e', READ_IN_CHILD, packagePath],
    {
      maxBuffer: MAX_OUTPUT_BYTES,
    },
  );
  return (JSON.parse(stdout) as Row[]).map(([zip, city, state, country]) => ({
    zip,
    city,
    state,
    country: country ?? undefined,
  }));
}
