import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_NUMBERS_DIFFER_MESSAGE,
  ACCOUNT_NUMBER_FORMAT_MESSAGE,
  isValidAbaRoutingNumber,
  ROUTING_NUMBER_FORMAT_MESSAGE,
  ROUTING_NUMBER_INVALID_MESSAGE,
  zCheckingAccountInput,
} from './bank-account';

describe('ABA routing number checksum', () => {
  it.each([
    ['021000021', true, 'JPMorgan Chase, New York'],
    ['011000015', true, 'Federal Reserve Bank of Boston'],
    ['122105155', true, 'Wells Fargo, Arizona'],
    ['322271627', true, 'Chase, California (thrift prefix 32)'],
    ['026009593', true, 'Bank of America'],
    ['021000022', false, 'last digit off by one'],
    ['120000021', false, 'digits swapped'],
    ['000000000', false, 'all zeros'],
    ['131000016', false, 'prefix 13 is not assigned'],
    ['02100002', false, 'eight digits'],
    ['0210000210', false, 'ten digits'],
    ['02100002a', false, 'a letter'],
  ])('%s is %s (%s)', (value, valid) => {
    expect(isValidAbaRoutingNumber(value)).toBe(valid);
  });
});

describe('a typed checking account', () => {
  const good = {
    routingNumber: '021 000 021',
    accountNumber: '5555-1234',
    accountNumberConfirmation: '55551234',
  };

  it('keeps the digits of what was typed', () => {
    expect(zCheckingAccountInput.parse(good)).toEqual({
      routingNumber: '021000021',
      accountNumber: '55551234',
      accountNumberConfirmation: '55551234',
    });
  });

  it.each([
    [{ routingNumber: '02100002' }, 'routingNumber', ROUTING_NUMBER_FORMAT_MESSAGE],
    [{ routingNumber: '021000022' }, 'routingNumber', ROUTING_NUMBER_INVALID_MESSAGE],
    [
      { accountNumber: '123', accountNumberConfirmation: '123' },
      'accountNumber',
      ACCOUNT_NUMBER_FORMAT_MESSAGE,
    ],
    [
      { accountNumberConfirmation: '55551243' },
      'accountNumberConfirmation',
      ACCOUNT_NUMBERS_DIFFER_MESSAGE,
    ],
  ])('%j: %s says %s', (change, field, message) => {
    const result = zCheckingAccountInput.safeParse({ ...good, ...change });
    expect(result.success).toBe(false);
    expect(
      result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]),
    ).toContainEqual([field, message]);
  });
});
