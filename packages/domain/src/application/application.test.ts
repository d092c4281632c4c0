import { describe, expect, it } from 'vitest';
import { isTerminalState, isWaitingState } from './application-state';
import { zHmdaAnswers } from './hmda';
import { SSN_MESSAGE, zCreditSsnRequest, zOfferSelectionRequest } from './requests';

describe('application requests', () => {
  it.each([
    ['123-45-6789', '123456789'],
    ['123 45 6789', '123456789'],
    ['123456789', '123456789'],
  ])('reads the SSN %s', (ssn, expected) => {
    expect(zCreditSsnRequest.parse({ ssn }).ssn).toBe(expected);
  });

  it.each([
    '12345678',
    '1234567890',
    '000-12-3456',
    '666-12-3456',
    '923-45-6789',
    '123-00-6789',
    '123-45-0000',
    'abc',
  ])('refuses the SSN %s', (ssn) => {
    const result = zCreditSsnRequest.safeParse({ ssn });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(new RegExp(`^${SSN_MESSAGE}\\. `));
  });

  it('defaults autopay on and needs an offer', () => {
    expect(
      zOfferSelectionRequest.parse({ offerId: 'HELOC_10Y_FULL_DRAW', amount: 20_000 }).autopay,
    ).toBe(true);
    expect(zOfferSelectionRequest.safeParse({ offerId: ' ', amount: 20_000 }).success).toBe(false);
  });

  it.each([
    [{ ethnicity: 'DECLINED', race: ['DECLINED'], sex: 'DECLINED' }, true],
    [{ ethnicity: 'HISPANIC_OR_LATINO', race: ['ASIAN', 'WHITE'], sex: 'FEMALE' }, true],
    [{ ethnicity: 'HISPANIC_OR_LATINO', race: ['ASIAN', 'DECLINED'], sex: 'FEMALE' }, false],
    [{ ethnicity: 'HISPANIC_OR_LATINO', race: ['ASIAN', 'ASIAN'], sex: 'FEMALE' }, false],
    [{ ethnicity: 'HISPANIC_OR_LATINO', race: [], sex: 'FEMALE' }, false],
  ])('HMDA answers %j valid: %s', (answers, valid) => {
    expect(zHmdaAnswers.safeParse(answers).success).toBe(valid);
  });
});

describe('application states', () => {
  it.each([
    ['WAITING_FOR_OFFER_SELECTION', true, false],
    ['GEN_APP_SUBMISSION', true, false],
    ['OFFER_SELECTION', false, false],
    ['CREDIT_NO_MATCH', false, false],
    ['CREDIT_FROZEN', false, true],
    ['PROPERTY_REVIEW', false, true],
    ['DELINQUENCY_REVIEW', false, true],
    ['DECLINED', false, true],
    ['CANCELLED', false, true],
    ['COMPLETE', false, true],
  ])('%s waiting %s terminal %s', (state, waiting, terminal) => {
    expect(isWaitingState(state)).toBe(waiting);
    expect(isTerminalState(state)).toBe(terminal);
  });
});
