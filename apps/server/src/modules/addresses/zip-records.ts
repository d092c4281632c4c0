import { runInChildNode } from '../../lib/child-node';

/** One row of ZIP data as the package ships it. */
export type ZipRecord = { zip: string; city: string; state: string; country?: string };

/** Run by a child Node process: loads the package and prints the fields the index reads. */
const READ_IN_CHILD = `
const { codes } = (await import(process.argv[1])).default;
const rows = Object.values(codes).map(({ zip, city, state, country }) => [zip, city, state, country]);
process.stdout.write(JSON.stringify(rows));
`;

/** JSON has no undefined: a row without a country has null there. */
type Row = [zip: string, city: string, state: string, country: string | null];

/**
 * The `zipcodes` package's rows. Loaded by the server itself, the package (5 MB of JavaScript,
 * one object literal) keeps about 70 MiB resident for good, and so does a worker thread that
 * loads it; read by a child process, that memory goes back when the child exits and about
 * 20 MiB of rows stay (measured; docs/decisions/0033). It costs half a second, once.
 */
export async function readPackageZipRecords(): Promise<ZipRecord[]> {
  const output = await runInChildNode(READ_IN_CHILD, [import.meta.resolve('zipcodes')]);
  return (JSON.parse(output) as Row[]).map(([zip, city, state, country]) => ({
    zip,
    city,
    state,
    country: country ?? undefined,
  }));
}
