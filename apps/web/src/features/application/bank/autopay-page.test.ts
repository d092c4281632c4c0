import { describe, expect, it } from 'vitest';
import { autopayStartingChoice } from './autopay-page';

describe('the autopay question starts from the borrower’s earlier answer', () => {
  it.each([
    [undefined, 'AUTOPAY', 'SAME_ACCOUNT'],
    [undefined, 'MANUAL', 'MANUAL'],
    [undefined, null, ''],
    ['OTHER_ACCOUNT', 'AUTOPAY', 'OTHER_ACCOUNT'],
    ['MANUAL', 'AUTOPAY', 'MANUAL'],
  ] as const)('this page said %s, the offer %s: %s', (draft, offer, expected) => {
    expect(autopayStartingChoice(draft, offer)).toBe(expected);
  });
});
