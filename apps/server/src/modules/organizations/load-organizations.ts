import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Organization } from '@openheloc/domain';
import { expandLender } from './expand-lender';
import { describeLenderDataIssues } from './lender-data-errors';
import { zLenderDataFile } from './lender-data-schema';

/** Adding a lender is an edit to this file, not to code. */
export const LENDER_DATA_FILE = fileURLToPath(new URL('./data/lenders.json', import.meta.url));

/** Reads, validates and expands the lender data file; a bad file stops the server at start. */
export function loadOrganizations(filePath: string = LENDER_DATA_FILE): Organization[] {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(filePath, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read the lender data file ${filePath}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  return parseLenderData(raw, filePath);
}

export function parseLenderData(raw: unknown, source: string): Organization[] {
  const result = zLenderDataFile.safeParse(raw);
  if (!result.success) {
    throw new Error(
      `Invalid lender data in ${source}:\n${describeLenderDataIssues(result.error.issues, raw)}`,
    );
  }
  const { defaults, lenders } = result.data;
  return lenders.map((lender) => expandLender(lender, defaults));
}
