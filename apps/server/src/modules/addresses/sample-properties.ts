import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { zCity, zStateCode, zStreet1, zZip } from '@openheloc/domain';
import { z } from 'zod';

/** Sample properties for trying the sandbox journey; adding one is an edit to this file. */
export const SAMPLE_PROPERTIES_FILE = fileURLToPath(
  new URL('./data/sample-properties.json', import.meta.url),
);

const zSampleProperty = z.strictObject({
  street1: zStreet1,
  city: zCity,
  state: zStateCode,
  zip: zZip,
  /** A short id of the path this address leads to. */
  scenario: z.string().regex(/^[a-z0-9-]+$/),
  /** Why, for the README and whoever picks an address to test with. */
  note: z.string().min(1),
});
export type SampleProperty = z.infer<typeof zSampleProperty>;

const zSamplePropertiesFile = z.strictObject({
  properties: z
    .array(zSampleProperty)
    .refine(
      (list) => new Set(list.map((p) => p.scenario)).size === list.length,
      'each scenario appears once',
    ),
});

/** Reads and checks the data file; a bad file stops the server at start, not a request later. */
export function loadSampleProperties(filePath: string = SAMPLE_PROPERTIES_FILE): SampleProperty[] {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(filePath, 'utf8'));
  } catch (error) {
    throw new Error(
      `Cannot read the sample properties file ${filePath}: ${(error as Error).message}`,
      {
        cause: error,
      },
    );
  }
  const result = zSamplePropertiesFile.safeParse(raw);
  if (!result.success) {
    throw new Error(`Invalid sample properties in ${filePath}: ${z.prettifyError(result.error)}`);
  }
  return result.data.properties;
}
