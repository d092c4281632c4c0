import {
  adverseActionReasons,
  ecoaNotice,
  type AdverseActionReasonCode,
  type EcoaAgency,
} from '@openheloc/domain';
import { describe, expect, it } from 'vitest';
import { usedCreditReport } from './notice-text';

describe('the adverse-action notice', () => {
  it.each<[AdverseActionReasonCode[], boolean]>([
    [['CREDIT_SCORE_BELOW_MINIMUM'], true],
    [['DTI_TOO_HIGH'], true],
    [['NO_CREDIT_FILE'], true],
    [['INSUFFICIENT_EQUITY'], true],
    [['RECENT_TRANSFER'], false],
    [['UNEMPLOYED'], false],
    [['INSUFFICIENT_INCOME'], false],
    [['RECENT_TRANSFER', 'DTI_TOO_HIGH'], true],
    [[], false],
  ])('reasons %j rest on a credit report: %s', (codes, used) => {
    expect(usedCreditReport(adverseActionReasons(codes))).toBe(used);
  });

  it.each<[EcoaAgency, string]>([
    ['FTC', 'Federal Trade Commission, Equal Credit Opportunity, Washington, DC 20580.'],
    ['NCUA', 'National Credit Union Administration, Office of Consumer Financial Protection'],
    ['OCC', 'Office of the Comptroller of the Currency, Customer Assistance Group'],
    ['FDIC', 'FDIC Consumer Response Center, 1100 Walnut Street, Box #11, Kansas City, MO 64106.'],
    ['FRB', 'Federal Reserve Consumer Help Center'],
    ['CFPB', 'Bureau of Consumer Financial Protection, 1700 G Street NW., Washington, DC 20552.'],
  ])('the ECOA notice names the %s where the lender data says so', (agency, words) => {
    const notice = ecoaNotice(agency);
    expect(notice).toMatch(/^The Federal Equal Credit Opportunity Act prohibits creditors/);
    expect(notice).toContain(
      `The Federal agency that administers compliance with this law concerning this creditor is the ${words}`,
    );
  });
});
