import { zAutopayChoice, type AutopayChoice, type CheckingAccount } from '@openheloc/domain';
import { useCallback, useState } from 'react';
import { z } from 'zod';
import { SESSION_STORAGE_KEYS, sessionStore } from '@/lib/storage';

const zStoredAccount = z.object({
  routingNumber: z.string(),
  accountNumber: z.string(),
  accountNumberConfirmation: z.string(),
});

const zBankDraft = z.object({
  applicationUuid: z.string(),
  disbursement: zStoredAccount.optional(),
  autopay: zAutopayChoice.optional(),
  autopayAccount: zStoredAccount.optional(),
});
export type BankDraft = z.infer<typeof zBankDraft>;

export interface BankDraftChange {
  disbursement?: CheckingAccount;
  autopay?: AutopayChoice;
  autopayAccount?: CheckingAccount;
}

/**
 * What the borrower gave on the bank pages until it is sent from bank/confirm: kept in the tab's
 * session storage (never local storage) so that a reload or the Back link keeps it, and removed
 * as soon as it is sent or belongs to another application.
 */
export function useBankDraft(applicationUuid: string) {
  const read = useCallback((): BankDraft => {
    const stored = sessionStore.getJson(SESSION_STORAGE_KEYS.bankDraft, zBankDraft);
    return stored?.applicationUuid === applicationUuid ? stored : { applicationUuid };
  }, [applicationUuid]);
  const [draft, setDraft] = useState<BankDraft>(read);

  const update = (change: BankDraftChange) => {
    const next = { ...read(), ...change };
    sessionStore.setJson(SESSION_STORAGE_KEYS.bankDraft, next);
    setDraft(next);
  };
  /**
   * Sent: the tab forgets the answers, but the page keeps showing them until the next step takes
   * its place (emptying them would redirect to the first bank page, which flashed back).
   */
  const forget = () => {
    sessionStore.remove(SESSION_STORAGE_KEYS.bankDraft);
  };
  return { draft, update, forget };
}
