import type { APIRequestContext } from '@playwright/test';
import {
  borrowerAtMoreProfile,
  send,
  settled,
  type Borrower,
  type RegisterOptions,
  uploadDocument,
} from './borrowers';
import { expect } from './fixtures';
import { notarizeByApi } from './notary-api';
import { signEveryDocument } from './signing-api';

export type JourneyStop =
  | 'APP_SUBMISSION'
  | 'DISBURSEMENT_ACCOUNT'
  | 'IDENTITY_VERIFICATION'
  | 'BPO_ORDER_REQUEST'
  | 'NOTE_SIGNING'
  | 'DEED_SIGNING'
  | 'TRUST_AND_INSURANCE';

/**
 * A borrower taken through the API, as the screens before do, to `stop`: ready to submit, the
 * disclosures accepted (APP_SUBMISSION), income verified unless a DSCR loan has none
 * (DISBURSEMENT_ACCOUNT), the bank
 * account given and an ID asked for (IDENTITY_VERIFICATION), identity verified on a home that
 * needs a value estimate (BPO_ORDER_REQUEST), the closing documents ready to sign (NOTE_SIGNING),
 * signed with the notary next (DEED_SIGNING), or signed and notarized (TRUST_AND_INSURANCE).
 */
export async function borrowerAt(
  request: APIRequestContext,
  lastName: string,
  stop: JourneyStop,
  options?: RegisterOptions,
): Promise<Borrower> {
  const borrower = await borrowerAtMoreProfile(request, lastName, options);
  await send(request, borrower, 'PUT', '/profile', {
    ssn: '123-45-6789',
    propertyOwnership: 'OWNED',
  });
  await send(request, borrower, 'POST', '/consents', {
    type: 'HARD_CREDIT_PULL',
    granted: true,
    textVersion: 'e2e',
  });
  await send(request, borrower, 'PUT', '/hmda', {
    ethnicity: 'DECLINED',
    race: ['DECLINED'],
    sex: 'DECLINED',
  });
  expect(await settled(request, borrower)).toBe('APP_SUBMISSION');
  await send(request, borrower, 'POST', '/consents', {
    type: 'HELOC_EARLY_DISCLOSURES',
    granted: true,
    textVersion: 'e2e',
  });
  return stop === 'APP_SUBMISSION' ? borrower : borrowerOnTo(request, borrower, stop);
}

/**
 * A borrower at APP_SUBMISSION (borrowerAt's first stop, perhaps with more done there since, a
 * co-owner invited say) taken on through the API to `stop`, as borrowerAt does.
 */
export async function borrowerOnTo(
  request: APIRequestContext,
  borrower: Borrower,
  stop: Exclude<JourneyStop, 'APP_SUBMISSION'>,
): Promise<Borrower> {
  await send(request, borrower, 'POST', '/submit');
  // A DSCR loan (an investment property) is qualified on rent: it has no income step.
  if ((await settled(request, borrower)) === 'INCOME_VERIFICATION') {
    await send(request, borrower, 'POST', '/income/link', { source: 'TRUV_PAYROLL' });
  }
  expect(await settled(request, borrower)).toBe('DISBURSEMENT_ACCOUNT');
  return stop === 'DISBURSEMENT_ACCOUNT' ? borrower : borrowerFromBankOnTo(request, borrower, stop);
}

/** A borrower at DISBURSEMENT_ACCOUNT taken on through the API to `stop`, as borrowerOnTo does. */
export async function borrowerFromBankOnTo(
  request: APIRequestContext,
  borrower: Borrower,
  stop: Exclude<JourneyStop, 'APP_SUBMISSION' | 'DISBURSEMENT_ACCOUNT'>,
): Promise<Borrower> {
  await send(request, borrower, 'POST', '/bank-accounts', {
    disbursement: {
      routingNumber: '021000021',
      accountNumber: '55551234',
      accountNumberConfirmation: '55551234',
    },
    autopay: 'MANUAL',
  });
  expect(await settled(request, borrower)).toBe('IDENTITY_VERIFICATION');
  if (stop === 'IDENTITY_VERIFICATION') return borrower;
  await send(request, borrower, 'POST', '/identity', {
    idType: 'PASSPORT',
    frontDocumentUuid: await uploadDocument(request, borrower, 'PASSPORTFRONT'),
  });
  if (stop === 'BPO_ORDER_REQUEST') {
    expect(await settled(request, borrower)).toBe('BPO_ORDER_REQUEST');
    return borrower;
  }
  expect(await settled(request, borrower)).toBe('NOTE_SIGNING');
  if (stop === 'NOTE_SIGNING') return borrower;
  await signEveryDocument(request, borrower);
  if (stop === 'DEED_SIGNING') {
    expect(await settled(request, borrower)).toBe('DEED_SIGNING');
    return borrower;
  }
  await notarizeByApi(request, borrower);
  expect(await settled(request, borrower)).toBe('TRUST_AND_INSURANCE');
  return borrower;
}
