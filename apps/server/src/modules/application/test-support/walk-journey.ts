import type { ApplicationStatus, HelocApplication } from '@openheloc/domain';
import { expect } from 'vitest';
import { notarize } from '../../notary/test-support/room-client';
import {
  borrowerClient,
  registerBorrower,
  type BorrowerClient,
  type BorrowerFixture,
  type BorrowerOptions,
  type JourneyApp,
} from './journey-app';
import { signEveryDocument } from '../../signing/test-support';

export type { BorrowerClient };

/** A checking account the sandbox verifies (a valid ABA routing number, typed twice). */
export const GOOD_ACCOUNT = {
  disbursement: {
    routingNumber: '021000021',
    accountNumber: '55551234',
    accountNumberConfirmation: '55551234',
  },
  autopay: 'MANUAL',
};

/** Sends a request and expects it accepted, answering the new status. */
export async function accepted(
  response: Promise<{ statusCode: number; body: string; json: <T>() => T }>,
): Promise<ApplicationStatus> {
  const res = await response;
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ApplicationStatus>();
}

/**
 * A borrower taken through the API, each step accepted and every job run, to the state where
 * `stop` says to stop: 'INCOME_VERIFICATION' (submitted), 'DISBURSEMENT_ACCOUNT' (income
 * verified), 'IDENTITY_VERIFICATION' (account verified), 'NOTE_SIGNING' (identity verified, the
 * closing documents made), 'DEED_SIGNING' (signed, the notary next) or 'TRUST_AND_INSURANCE'
 * (notarized).
 */
export async function walkJourney(
  journey: JourneyApp,
  options: BorrowerOptions,
  stop:
    | 'INCOME_VERIFICATION'
    | 'DISBURSEMENT_ACCOUNT'
    | 'IDENTITY_VERIFICATION'
    | 'NOTE_SIGNING'
    | 'DEED_SIGNING'
    | 'TRUST_AND_INSURANCE',
  /** The bank step's answer; a checking account paid manually unless told otherwise. */
  bankAccounts: Record<string, unknown> = GOOD_ACCOUNT,
): Promise<{ borrower: BorrowerFixture; client: BorrowerClient }> {
  const borrower = await registerBorrower(journey, options);
  const client = borrowerClient(journey, borrower);
  const state = async () => (await accepted(client.status())).state;
  await journey.drain();
  await accepted(client.send('POST', '/liens/confirm', { confirmed: true }));
  const application = (await client.application()).json<HelocApplication>();
  const offer = application.offers[0];
  if (!offer) throw new Error('no offer');
  await accepted(
    client.send('PUT', '/offer', { offerId: offer.id, amount: 2_000_000, autopay: true }),
  );
  await accepted(
    client.send('PUT', '/profile', { ssn: '123-45-6789', propertyOwnership: 'OWNED' }),
  );
  await accepted(client.send('PUT', '/contact', { phoneNumber: '(303) 555-0199' }));
  await accepted(
    client.send('POST', '/consents', {
      type: 'HARD_CREDIT_PULL',
      granted: true,
      textVersion: 'hard-2025-01',
    }),
  );
  await accepted(
    client.send('PUT', '/hmda', { ethnicity: 'DECLINED', race: ['DECLINED'], sex: 'DECLINED' }),
  );
  await journey.drain();
  await accepted(
    client.send('POST', '/consents', {
      type: 'HELOC_EARLY_DISCLOSURES',
      granted: true,
      textVersion: 'heloc-early-2025-01',
    }),
  );
  await accepted(client.send('POST', '/submit'));
  await journey.drain();
  // The DSCR loan was qualified on the property's rent: no income step.
  if (borrower.product !== 'dscr') {
    expect(await state()).toBe('INCOME_VERIFICATION');
    if (stop === 'INCOME_VERIFICATION') return { borrower, client };
    await accepted(client.send('POST', '/income/link', { source: 'TRUV_PAYROLL' }));
    await journey.drain();
  }
  expect(await state()).toBe('DISBURSEMENT_ACCOUNT');
  if (stop === 'DISBURSEMENT_ACCOUNT') return { borrower, client };
  await accepted(client.send('POST', '/bank-accounts', bankAccounts));
  await journey.drain();
  expect(await state()).toBe('IDENTITY_VERIFICATION');
  if (stop === 'IDENTITY_VERIFICATION') return { borrower, client };
  await accepted(
    client.send('POST', '/identity', {
      idType: 'PASSPORT',
      frontDocumentUuid: await client.uploadImage('PASSPORTFRONT'),
    }),
  );
  await journey.drain();
  expect(await state()).toBe('NOTE_SIGNING');
  if (stop === 'NOTE_SIGNING') return { borrower, client };
  await signEveryDocument(client);
  expect(await state()).toBe('DEED_SIGNING');
  if (stop === 'DEED_SIGNING') return { borrower, client };
  await notarize(journey.app, journey.database.db, borrower);
  expect(await state()).toBe('TRUST_AND_INSURANCE');
  return { borrower, client };
}
