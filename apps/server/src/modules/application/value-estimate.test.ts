import type { ApplicationStatus } from '@openheloc/domain';
import { describe, expect, it } from 'vitest';
import { useJourneyApp } from './test-support/journey-app';
import { accepted, walkJourney } from './test-support/walk-journey';

describe('the value estimate', () => {
  const journey = useJourneyApp();

  it('asks the owner of a low-confidence valuation for their estimate and condition, then goes on to signing', async () => {
    const { client } = await walkJourney(
      journey,
      { lastName: 'Sample', street1: '2577 Aspen Way', city: 'Denver', state: 'CO', zip: '80220' },
      'IDENTITY_VERIFICATION',
    );
    expect((await accepted(client.status())).status.bpo).toBe('BPO_REQUIRED');
    await accepted(
      client.send('POST', '/identity', {
        idType: 'PASSPORT',
        frontDocumentUuid: await client.uploadImage('PASSPORTFRONT'),
      }),
    );
    await journey.drain();
    const asked = await accepted(client.status());
    expect(asked).toMatchObject({ state: 'BPO_ORDER_REQUEST', waiting: false });
    expect(asked.actions).toContain('ORDER_VALUE_ESTIMATE');

    const unknown = await client.send('POST', '/value-estimate', {
      estimatedValue: 480_000,
      condition: 'UNKNOWN_CONDITION',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toContainEqual({
      code: 'invalid_input',
      field: 'condition',
      message: 'Please choose the condition of your home',
    });
    expect((await accepted(client.status())).state).toBe('BPO_ORDER_REQUEST');

    const ordered = await accepted(
      client.send('POST', '/value-estimate', { estimatedValue: 480_000, condition: 'AVERAGE' }),
    );
    expect(ordered).toMatchObject({ state: 'WAITING_FOR_BPO_ORDER_REQUEST', waiting: true });
    expect(ordered.status.bpo).toBe('BPO_PROCESSING');
    const again = await client.send('POST', '/value-estimate', {
      estimatedValue: 480_000,
      condition: 'AVERAGE',
    });
    expect(again.statusCode).toBe(409);

    await journey.drain();
    const offered = (await client.status()).json<ApplicationStatus>();
    expect(offered.state).toBe('NOTE_SIGNING');
    expect(offered.status.bpo).toBe('BPO_COMPLETE');
  });
});
