import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEYS } from '@/lib/storage';
import { useBankDraft } from './bank-draft';

const UUID = '0b8e1b1e-3c3a-4a8e-8f2a-1d2c3b4a5e6f';
const account = {
  routingNumber: '011000015',
  accountNumber: '123456789',
  accountNumberConfirmation: '123456789',
};

describe('the bank draft', () => {
  afterEach(() => window.sessionStorage.clear());

  it('once sent, leaves the tab but stays on the page until the next step replaces it', () => {
    const { result } = renderHook(() => useBankDraft(UUID));
    act(() => result.current.update({ disbursement: account, autopay: 'SAME_ACCOUNT' }));
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEYS.bankDraft)).not.toBeNull();

    act(() => result.current.forget());
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEYS.bankDraft)).toBeNull();
    // Still shown: an empty draft would send the page back to the first bank step (issue 30).
    expect(result.current.draft).toMatchObject({ disbursement: account, autopay: 'SAME_ACCOUNT' });
    expect(renderHook(() => useBankDraft(UUID)).result.current.draft).toEqual({
      applicationUuid: UUID,
    });
  });
});
