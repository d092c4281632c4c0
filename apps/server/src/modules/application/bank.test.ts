import type { HelocApplication } from '@openheloc/domain';
import { AUTOPAY_AUTHORIZATION_VERSION } from '@openheloc/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicationBankAccounts, consents } from '../../db/schema';
import { useJourneyApp } from './test-support/journey-app';
import { accepted, walkJourney } from './test-support/walk-journey';

const account = (accountNumber: string, routingNumber = '021000021') => ({
  routingNumber,
  accountNumber,
  accountNumberConfirmation: accountNumber,
});
const authorization = { textVersion: AUTOPAY_AUTHORIZATION_VERSION };

describe('the bank step', () => {
  const journey = useJourneyApp();

  it('refuses a bad routing number, mismatched account numbers and autopay without its authorization, storing nothing', async () => {
    const { borrower, client } = await walkJourney(
      journey,
      { lastName: 'Sample' },
      'DISBURSEMENT_ACCOUNT',
    );
    const cases = [
      [
        { disbursement: account('55551234', '021000022'), autopay: 'MANUAL' },
        'disbursement.routingNumber',
        'This isn’t a valid routing number. Check the 9 digits at the bottom left of a check',
      ],
      [
        {
          disbursement: { ...account('55551234'), accountNumberConfirmation: '55551243' },
          autopay: 'MANUAL',
        },
        'disbursement.accountNumberConfirmation',
        'The account numbers don’t match',
      ],
      [
        { disbursement: account('55551234'), autopay: 'SAME_ACCOUNT' },
        'autopayAuthorization',
        'Please accept the autopay authorization',
      ],
      [
        {
          disbursement: account('55551234'),
          autopay: 'OTHER_ACCOUNT',
          autopayAuthorization: authorization,
        },
        'autopayAccount',
        'Please enter the account autopay draws from',
      ],
    ] as const;
    for (const [body, field, message] of cases) {
      const res = await client.send('POST', '/bank-accounts', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors).toContainEqual({ code: 'invalid_input', field, message });
    }
    const stored = await journey.workflow.db
      .select()
      .from(applicationBankAccounts)
      .where(eq(applicationBankAccounts.applicationUuid, borrower.applicationUuid));
    expect(stored).toEqual([]);
    expect((await accepted(client.status())).state).toBe('DISBURSEMENT_ACCOUNT');
  });

  it('says which account the bank check refused, then takes another with autopay and its authorization', async () => {
    const { borrower, client } = await walkJourney(
      journey,
      { lastName: 'Sample' },
      'DISBURSEMENT_ACCOUNT',
    );
    await accepted(
      client.send('POST', '/bank-accounts', {
        disbursement: account('4440000'),
        autopay: 'MANUAL',
      }),
    );
    await journey.drain();
    const closed = await accepted(client.status());
    expect(closed).toMatchObject({ state: 'DISBURSEMENT_ACCOUNT' });
    expect(closed.status.giactAccountStatus).toBe('CLOSED');
    const afterClosed = (await client.application()).json<HelocApplication>();
    expect(afterClosed.rejectedAccount).toEqual({
      mask: '****0000',
      accountStatus: 'CLOSED',
      usedFor: 'DISBURSEMENT',
    });
    expect(afterClosed.disburseAccount).toBeNull();
    expect(afterClosed).toMatchObject({
      payType: 'MANUAL',
      selectedOffer: { quote: { autopay: false } },
    });
    const manualApr = afterClosed.rate ?? 0;

    await accepted(
      client.send('POST', '/bank-accounts', {
        disbursement: account('55551234'),
        autopay: 'OTHER_ACCOUNT',
        autopayAccount: account('7779999'),
        autopayAuthorization: authorization,
      }),
    );
    await journey.drain();
    expect((await accepted(client.status())).state).toBe('DISBURSEMENT_ACCOUNT');
    expect((await client.application()).json<HelocApplication>().rejectedAccount).toEqual({
      mask: '****9999',
      accountStatus: 'HIGH_RISK',
      usedFor: 'AUTOPAY',
    });

    await accepted(
      client.send('POST', '/bank-accounts', {
        disbursement: account('55551234'),
        autopay: 'SAME_ACCOUNT',
        autopayAuthorization: authorization,
      }),
    );
    await journey.drain();
    const verified = await accepted(client.status());
    expect(verified.state).toBe('IDENTITY_VERIFICATION');
    expect(verified.status.giactAccountStatus).toBe('OPEN_VALID');
    const res = await client.application();
    expect(res.body).not.toContain('55551234');
    const view = res.json<HelocApplication>();
    expect(view).toMatchObject({
      payType: 'AUTOPAY',
      rejectedAccount: null,
      disburseAccount: { mask: '****1234', routingNumber: '021000021' },
      autopayAccount: { mask: '****1234' },
    });
    expect(view.selectedOffer?.quote.autopay).toBe(true);
    expect(view.rate).toBeLessThanOrEqual(manualApr);

    const [consent] = await journey.workflow.db
      .select()
      .from(consents)
      .where(
        and(
          eq(consents.applicationUuid, borrower.applicationUuid),
          eq(consents.type, 'AUTOPAY_AUTHORIZATION'),
        ),
      );
    expect(consent).toMatchObject({
      textVersion: AUTOPAY_AUTHORIZATION_VERSION,
      granted: true,
      ipAddress: '127.0.0.1',
    });
    expect(consent?.userAgent).toBeTruthy();
    expect(consent?.recordedAt).toBeInstanceOf(Date);
  });
});
