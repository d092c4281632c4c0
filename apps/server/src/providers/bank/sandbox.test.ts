import { describe, expect, it } from 'vitest';
import { instantSandboxProviders, sandboxApplicant } from '../sandbox-fixtures';
import { isValidAbaRoutingNumber } from './aba-routing';

const bank = instantSandboxProviders().bank;
const ROUTING = '011000015';

describe('isValidAbaRoutingNumber', () => {
  it.each([
    ['011000015', true],
    ['021000021', true],
    ['121000358', true],
    ['322271627', true],
    ['011000016', false],
    ['021000012', false],
    ['000000000', false],
    ['991000012', false],
    ['01100001', false],
    ['0110000150', false],
    ['01100001a', false],
  ])('%s: %s', (routingNumber, valid) => {
    expect(isValidAbaRoutingNumber(routingNumber)).toBe(valid);
  });
});

describe('sandbox bank account verification', () => {
  it.each([
    ['123456789', 'OPEN_VALID'],
    ['1000', 'OPEN_VALID'],
    ['4410000', 'CLOSED'],
    ['00000000000000000', 'CLOSED'],
    ['559999', 'HIGH_RISK'],
  ] as const)('account %s is %s', async (accountNumber, status) => {
    const result = await bank.verifyAccount({
      accountHolder: sandboxApplicant(),
      account: { routingNumber: ROUTING, accountNumber, accountType: 'CHECKING' },
    });
    expect(result).toMatchObject({
      accountStatus: status,
      accountLast4: accountNumber.slice(-4),
      routingNumber: ROUTING,
    });
  });

  it.each([
    [{ routingNumber: '011000016' }, /routing number is not a valid ABA/],
    [{ accountNumber: '123' }, /account number must be 4 to 17 digits/],
    [{ accountNumber: '12-34-56' }, /account number/],
  ])('rejects %j', async (override, message) => {
    await expect(
      bank.verifyAccount({
        accountHolder: sandboxApplicant(),
        account: {
          routingNumber: ROUTING,
          accountNumber: '123456789',
          accountType: 'SAVINGS',
          ...override,
        },
      }),
    ).rejects.toThrow(message);
  });

  it('gives the same answer for the same account', async () => {
    const request = {
      accountHolder: sandboxApplicant(),
      account: {
        routingNumber: ROUTING,
        accountNumber: '987654321',
        accountType: 'CHECKING' as const,
      },
    };
    expect(await bank.verifyAccount(request)).toEqual(await bank.verifyAccount(request));
  });
});
