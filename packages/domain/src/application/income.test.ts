import { describe, expect, it } from 'vitest';
import { zIncomeLinkRequest } from './requests';
import {
  INCOME_LINK_SOURCE_KIND,
  INCOME_LINK_SOURCE_LABELS,
  INCOME_LINK_SOURCES,
  LINK_FAILURE_MESSAGES,
  LINK_SESSION_FAILURES,
  POINTSERV_SOURCES,
  SIGN_IN_REQUIRED_MESSAGES,
  zLinkSignInRequest,
} from './income';

const SESSION = '0f8c5a8e-2d1b-4c3a-9e7f-1a2b3c4d5e6f';

describe('income link sources', () => {
  it.each(INCOME_LINK_SOURCES)('%s has a kind of data and a label', (source) => {
    expect(INCOME_LINK_SOURCE_KIND[source]).toMatch(/^(PAYROLL|BANK|TAX)$/);
    expect(INCOME_LINK_SOURCE_LABELS[source].title).not.toBe('');
  });

  it('hands back to the Pointserv callback only for Pointserv sources', () => {
    expect(POINTSERV_SOURCES).toEqual(
      INCOME_LINK_SOURCES.filter((source) => source.startsWith('POINTSERV_')),
    );
  });

  it.each(LINK_SESSION_FAILURES)('%s says why in the borrower’s words', (failure) => {
    expect(LINK_FAILURE_MESSAGES[failure]).toMatch(/\.$/);
  });
});

describe('zIncomeLinkRequest', () => {
  it.each([
    [{ source: 'TRUV_PAYROLL' }, true],
    [{ source: 'PLAID_TRANSACTIONS', linkSessionUuid: SESSION }, true],
    [{ source: 'MANUAL_PAYSTUB' }, false],
    [{ source: 'UNKNOWN' }, false],
    [{ source: 'TRUV_PAYROLL', linkSessionUuid: 'not-a-uuid' }, false],
  ])('%j accepted: %s', (body, accepted) => {
    expect(zIncomeLinkRequest.safeParse(body).success).toBe(accepted);
  });
});

describe('zLinkSignInRequest', () => {
  const good = { institutionId: 'bank_tartan', username: 'user_good', password: 'pass_good' };
  it.each([
    [good, null],
    [{ ...good, institutionId: ' ' }, SIGN_IN_REQUIRED_MESSAGES.institutionId],
    [{ ...good, username: '' }, SIGN_IN_REQUIRED_MESSAGES.username],
    [{ ...good, password: '' }, SIGN_IN_REQUIRED_MESSAGES.password],
  ])('%j: %s', (body, message) => {
    const result = zLinkSignInRequest.safeParse(body);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(message);
  });
});
