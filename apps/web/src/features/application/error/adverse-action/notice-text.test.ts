import { adverseActionReasons, type AdverseActionReasonCode } from '@openheloc/domain';
import { describe, expect, it } from 'vitest';
import { ECOA_NOTICE, usedCreditReport } from './notice-text';

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

  it('carries the ECOA notice with its agency', () => {
    expect(ECOA_NOTICE).toMatch(/^The Federal Equal Credit Opportunity Act prohibits creditors/);
    expect(ECOA_NOTICE).toContain(
      'Federal Trade Commission, Equal Credit Opportunity, Washington, DC 20580.',
    );
  });
});
