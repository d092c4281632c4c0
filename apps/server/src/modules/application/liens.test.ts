import {
  LIENS_CONFIRMATION_MESSAGE,
  LIENS_EXPLANATION_MAX_LENGTH,
  LIENS_EXPLANATION_TOO_LONG_MESSAGE,
  type ApplicationStatus,
  type HelocApplication,
} from '@openheloc/domain';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { borrowerClient, useJourneyApp, registerBorrower } from './test-support/journey-app';
import { applicationEvents } from '../../db/schema';

describe('liens on the application', () => {
  const journey = useJourneyApp();

  const atOffers = async () => {
    const borrower = await registerBorrower(journey, { lastName: 'Sample' });
    await journey.drain();
    return Object.assign(borrowerClient(journey, borrower), { uuid: borrower.applicationUuid });
  };

  const lastLiensEvent = async (uuid: string) => {
    const [event] = await journey.workflow.db
      .select()
      .from(applicationEvents)
      .where(
        and(
          eq(applicationEvents.applicationUuid, uuid),
          eq(applicationEvents.event, 'CONFIRM_LIENS'),
        ),
      )
      .orderBy(desc(applicationEvents.id))
      .limit(1);
    return event;
  };

  it('GET carries each lien with its monthly payment and type', async () => {
    const client = await atOffers();
    const application = (await client.application()).json<HelocApplication>();
    expect(application.state).toBe('OFFER_SELECTION');
    expect(application.liens).toHaveLength(1);
    const [first] = application.liens;
    expect(first).toMatchObject({ position: 1, lienType: 'FIRST_MORTGAGE' });
    expect(first?.monthlyPayment).toBeGreaterThan(0);
  });

  it.each([
    [{ confirmed: true }, 'OFFER_SELECTION', true, { confirmed: true }],
    [{ confirmed: false }, 'PROPERTY_REVIEW', false, { confirmed: false, explanation: null }],
    [
      { confirmed: false, explanation: '   ' },
      'PROPERTY_REVIEW',
      false,
      { confirmed: false, explanation: null },
    ],
    [
      { confirmed: false, explanation: '  The second loan from Acme Bank is missing.  ' },
      'PROPERTY_REVIEW',
      false,
      { confirmed: false, explanation: 'The second loan from Acme Bank is missing.' },
    ],
  ])('POST liens/confirm %j -> %s', async (body, state, liensComplete, payload) => {
    const client = await atOffers();
    const res = await client.send('POST', '/liens/confirm', body);
    expect(res.statusCode).toBe(200);
    const status = res.json<ApplicationStatus>();
    expect(status).toMatchObject({ state, status: { liensComplete } });
    const event = await lastLiensEvent(client.uuid);
    expect(event).toMatchObject({ fromState: 'OFFER_SELECTION', toState: state, payload });
  });

  it.each([
    [{}, LIENS_CONFIRMATION_MESSAGE],
    [{ confirmed: 'yes' }, LIENS_CONFIRMATION_MESSAGE],
    [
      { confirmed: false, explanation: 'x'.repeat(LIENS_EXPLANATION_MAX_LENGTH + 1) },
      LIENS_EXPLANATION_TOO_LONG_MESSAGE,
    ],
  ])('answers 400 to %j and changes nothing', async (body, message) => {
    const client = await atOffers();
    const res = await client.send('POST', '/liens/confirm', body as Record<string, unknown>);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: { message: string }[] }>().errors[0]?.message).toBe(message);
    expect((await client.status()).json<ApplicationStatus>().state).toBe('OFFER_SELECTION');
  });

  it('after a dispute the borrower can only withdraw, and cannot confirm again', async () => {
    const client = await atOffers();
    await client.send('POST', '/liens/confirm', { confirmed: false, explanation: 'Paid off' });
    const status = (await client.status()).json<ApplicationStatus>();
    expect(status).toMatchObject({ terminal: true, actions: ['CANCEL'] });
    const again = await client.send('POST', '/liens/confirm', { confirmed: true });
    expect(again.statusCode).toBe(409);
  });
});
