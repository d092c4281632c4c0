import type { HelocApplication } from '@openheloc/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicationDocuments, applicationInsurance } from '../../db/schema';
import { useJourneyApp } from './test-support/journey-app';
import { accepted, walkJourney, type BorrowerClient } from './test-support/walk-journey';

const FLOOD_ZONE = { street1: '4413 Bayshore Blvd', city: 'Tampa', state: 'FL', zip: '33611' };
/** A policy; its declarations page, when given, is uploaded first and sent by reference. */
const policy = (kind: 'HAZARD' | 'FLOOD', declarationPageDocumentUuid?: string) => ({
  kind,
  carrier: 'Sandbox Mutual',
  policyNumber: `${kind === 'HAZARD' ? 'HZ' : 'FL'}-20931`,
  coverageAmount: 45_000_000,
  expirationDate: '2030-06-30',
  ...(declarationPageDocumentUuid ? { declarationPageDocumentUuid } : {}),
});
const DECLARATIONS = { HAZARD: 'PROOFOFHAZARDINSURANCE', FLOOD: 'PROOFOFFLOODINSURANCE' } as const;
const withDeclarations = async (client: BorrowerClient, kind: 'HAZARD' | 'FLOOD') =>
  policy(kind, await client.uploadImage(DECLARATIONS[kind]));

describe('insurance', () => {
  const journey = useJourneyApp();

  it('records hazard then flood insurance on a flood-zone home, saying what is still missing', async () => {
    const { borrower, client } = await walkJourney(
      journey,
      { lastName: 'Sample', ...FLOOD_ZONE },
      'TRUST_AND_INSURANCE',
    );
    const before = (await client.application()).json<HelocApplication>();
    expect(before.insurance).toEqual({
      complete: false,
      floodZone: 'AE',
      required: ['HAZARD', 'FLOOD'],
      missing: ['HAZARD', 'FLOOD'],
      policies: [],
    });

    const hazard = await accepted(
      client.send('POST', '/insurance', await withDeclarations(client, 'HAZARD')),
    );
    expect(hazard.state).toBe('TRUST_AND_INSURANCE');
    expect(hazard.actions).toContain('ADD_INSURANCE');
    const between = (await client.application()).json<HelocApplication>();
    expect(between.insurance).toMatchObject({ complete: false, missing: ['FLOOD'] });
    expect(between.insurance.policies).toEqual([
      expect.objectContaining({ kind: 'HAZARD', carrier: 'Sandbox Mutual' }),
    ]);

    const flood = await accepted(
      client.send('POST', '/insurance', await withDeclarations(client, 'FLOOD')),
    );
    expect(flood.state).toBe('RESCISSION');
    const after = (await client.application()).json<HelocApplication>();
    expect(after.insurance).toMatchObject({ complete: true, missing: [] });
    const documents = await journey.workflow.db
      .select({ type: applicationDocuments.type })
      .from(applicationDocuments)
      .where(eq(applicationDocuments.applicationUuid, borrower.applicationUuid));
    expect(documents.map((d) => d.type)).toEqual(
      expect.arrayContaining(['PROOFOFHAZARDINSURANCE', 'PROOFOFFLOODINSURANCE']),
    );
  });

  it('takes the flood policy first, then the hazard policy', async () => {
    const { client } = await walkJourney(
      journey,
      { lastName: 'Sample', ...FLOOD_ZONE },
      'TRUST_AND_INSURANCE',
    );
    expect((await accepted(client.send('POST', '/insurance', policy('FLOOD')))).state).toBe(
      'TRUST_AND_INSURANCE',
    );
    expect((await client.application()).json<HelocApplication>().insurance.missing).toEqual([
      'HAZARD',
    ]);
    expect((await accepted(client.send('POST', '/insurance', policy('HAZARD')))).state).toBe(
      'RESCISSION',
    );
  });

  it('refuses a flood policy where none is required, an expired policy and another borrower, storing nothing', async () => {
    const { borrower, client } = await walkJourney(
      journey,
      { lastName: 'Sample' },
      'TRUST_AND_INSURANCE',
    );
    const { client: other } = await walkJourney(
      journey,
      { lastName: 'Sample', ...FLOOD_ZONE },
      'TRUST_AND_INSURANCE',
    );
    const notNeeded = await client.send('POST', '/insurance', policy('FLOOD'));
    expect(notNeeded.statusCode).toBe(400);
    expect(notNeeded.json().errors[0].message).toBe(
      'Your home is not in a flood zone, so no flood insurance is needed',
    );
    const expired = await client.send('POST', '/insurance', {
      ...policy('HAZARD'),
      expirationDate: '2020-01-31',
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errors[0]).toMatchObject({ field: 'expirationDate' });
    const foreign = await other.send('POST', '/insurance', policy('HAZARD'));
    expect(foreign.statusCode).toBe(200);
    const stranger = await journey.app.inject({
      method: 'POST',
      url: `/service-application/api/v1/application/heloc/${borrower.applicationUuid}/insurance`,
      headers: other.headers,
      payload: policy('HAZARD'),
    });
    expect(stranger.statusCode).toBe(404);
    const stored = await journey.workflow.db
      .select()
      .from(applicationInsurance)
      .where(eq(applicationInsurance.applicationUuid, borrower.applicationUuid));
    expect(stored).toEqual([]);
    const documents = await journey.workflow.db
      .select({ type: applicationDocuments.type })
      .from(applicationDocuments)
      .where(eq(applicationDocuments.applicationUuid, borrower.applicationUuid));
    expect(documents.map((d) => d.type)).not.toContain('PROOFOFHAZARDINSURANCE');
  });
});
