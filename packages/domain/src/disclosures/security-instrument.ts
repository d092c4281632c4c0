import type { UsState } from '../enums/us-state';

export type SecurityInstrument = 'DEED_OF_TRUST' | 'MORTGAGE';

/**
 * States where a home loan is customarily secured by a deed of trust (a trustee holds title until
 * the debt is repaid, and a default can be foreclosed without a court). Everywhere else the
 * lender takes a mortgage. Some states allow both; this is the instrument the lender records.
 */
export const DEED_OF_TRUST_STATES: ReadonlySet<UsState> = new Set<UsState>([
  'AK',
  'AZ',
  'CA',
  'CO',
  'DC',
  'ID',
  'MD',
  'MO',
  'MS',
  'MT',
  'NC',
  'NE',
  'NV',
  'OR',
  'TN',
  'TX',
  'UT',
  'VA',
  'WA',
  'WV',
]);

export function securityInstrumentFor(state: UsState): SecurityInstrument {
  return DEED_OF_TRUST_STATES.has(state) ? 'DEED_OF_TRUST' : 'MORTGAGE';
}
