import { UNSTORABLE_TEXT_MESSAGE } from '@openheloc/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  borrowerClient,
  registerBorrower,
  useJourneyApp,
  type BorrowerFixture,
} from '../../src/modules/application/test-support/journey-app';
import { OPS_AUTH } from '../test-app';
import { TELEMETRY_SESSION } from '../../src/modules/telemetry/test-support';
import { registrationFixture } from '@openheloc/domain/testing/registration';

const NUL = 'a\u0000b';
const LONE_HIGH = 'a\uD800b';
const LONE_LOW = '\uDC00';
const HELOC = '/service-application/api/v1/application/heloc';
const V3 = '/service-application/api/v3/application/heloc';
const SESSION_KEY = {
  uuid: '00000000-0000-4000-8000-000000000001',
  epoch: 1,
  trackerUuid: '00000000-0000-4000-8000-000000000002',
};
const EVENT = {
  domain: 'localhost',
  queryParams: {},
  pagePath: '/account/heloc/register-v2',
  event: 'page-view',
  sessionKey: SESSION_KEY,
  eventType: 'PAGE_VIEW',
  productType: 'HELOC',
};

type Case = {
  name: string;
  method: 'POST' | 'PUT' | 'PATCH';
  url: (b: BorrowerFixture) => string;
  body: (b: BorrowerFixture) => unknown;
  field: string;
  auth: 'borrower' | 'ops' | 'none';
};

/** Every kind of text field the probe found answering 500, each with one bad character. */
const CASES: Case[] = [
  {
    name: 'registration street2 (NUL)',
    method: 'POST',
    url: () => '/identity/api/v1/registration/register',
    body: () =>
      registrationFixture({
        email: 'nul@example.com',
        propertyAddress: { ...registrationFixture().propertyAddress, street2: NUL },
      }),
    field: 'propertyAddress.street2',
    auth: 'none',
  },
  {
    name: 'telemetry session referrer (lone surrogate)',
    method: 'POST',
    url: () => '/ft/heloc/session',
    body: () => ({ ...TELEMETRY_SESSION, referrer: LONE_HIGH }),
    field: 'referrer',
    auth: 'none',
  },
  {
    name: 'telemetry event property name (NUL)',
    method: 'POST',
    url: () => '/ft/heloc/event',
    body: () => ({ ...EVENT, eventProperties: { [NUL]: 1 } }),
    field: `eventProperties.${NUL}`,
    auth: 'none',
  },
  {
    name: 'telemetry event query value (lone low surrogate)',
    method: 'POST',
    url: () => '/ft/heloc/event',
    body: () => ({ ...EVENT, queryParams: { utm: [LONE_LOW] } }),
    field: 'queryParams.utm.0',
    auth: 'none',
  },
  {
    name: 'liens explanation',
    method: 'POST',
    url: (b) => `${HELOC}/${b.applicationUuid}/liens/confirm`,
    body: () => ({ confirmed: false, explanation: NUL }),
    field: 'explanation',
    auth: 'borrower',
  },
  {
    name: 'offer id',
    method: 'PUT',
    url: (b) => `${HELOC}/${b.applicationUuid}/offer`,
    body: () => ({ offerId: LONE_HIGH, amount: 50_000 }),
    field: 'offerId',
    auth: 'borrower',
  },
  {
    name: 'consent text version',
    method: 'POST',
    url: (b) => `${HELOC}/${b.applicationUuid}/consents`,
    body: () => ({ type: 'HARD_CREDIT_PULL', granted: true, textVersion: NUL }),
    field: 'textVersion',
    auth: 'borrower',
  },
  {
    name: 'identity document reference',
    method: 'POST',
    url: (b) => `${HELOC}/${b.applicationUuid}/identity`,
    body: () => ({ idType: 'PASSPORT', frontDocumentUuid: NUL }),
    field: 'frontDocumentUuid',
    auth: 'borrower',
  },
  {
    name: 'insurance carrier',
    method: 'POST',
    url: (b) => `${HELOC}/${b.applicationUuid}/insurance`,
    body: () => ({
      kind: 'HAZARD',
      carrier: `Acme${LONE_LOW}`,
      policyNumber: 'HO-123456',
      coverageAmount: 500_000,
      expirationDate: '2030-01-01',
    }),
    field: 'carrier',
    auth: 'borrower',
  },
  {
    name: 'experiment name',
    method: 'PATCH',
    url: (b) => `${V3}/${b.applicationUuid}/experiments`,
    body: (b) => ({ appUuid: b.applicationUuid, experiments: [{ name: NUL, variation: 'a' }] }),
    field: 'experiments.0.name',
    auth: 'borrower',
  },
  {
    name: 'experimentation profile',
    method: 'PATCH',
    url: () => `${V3}/optermizerly-profile`,
    body: () => ({ optimizelyProfileUuid: LONE_HIGH }),
    field: 'optimizelyProfileUuid',
    auth: 'borrower',
  },
  {
    name: 'ops flag variables',
    method: 'PUT',
    url: () =>
      '/service-optimize/admin/api/v1/organizations/OPENHELOC/features/fe-heloc-maintenance',
    body: () => ({ enabled: false, variables: { message: NUL } }),
    field: 'variables.message',
    auth: 'ops',
  },
];

describe('text the database cannot store (NUL, a lone UTF-16 surrogate)', () => {
  const journey = useJourneyApp();
  let borrower: BorrowerFixture;

  beforeAll(async () => {
    borrower = await registerBorrower(journey, { lastName: 'Lee' });
  });

  it.each(CASES)('is refused with a 400 naming the field: $name', async (c) => {
    const headers =
      c.auth === 'borrower'
        ? borrowerClient(journey, borrower).headers
        : c.auth === 'ops'
          ? OPS_AUTH
          : {};
    const res = await journey.app.inject({
      method: c.method,
      url: c.url(borrower),
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify(c.body(borrower)),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({
      code: 'invalid_input',
      field: c.field,
      message: UNSTORABLE_TEXT_MESSAGE,
    });
  });

  it('is refused in a query string and a path parameter too', async () => {
    const { headers } = borrowerClient(journey, borrower);
    const query = await journey.app.inject({
      method: 'PATCH',
      url: `${V3}/optermizerly-profile?identityUuid=%00`,
      headers,
      payload: { optimizelyProfileUuid: 'p-1' },
    });
    expect(query.statusCode).toBe(400);
    expect(query.json().errors).toContainEqual({
      code: 'invalid_input',
      field: 'identityUuid',
      message: UNSTORABLE_TEXT_MESSAGE,
    });
    const param = await journey.app.inject({ url: `${HELOC}/%00`, headers });
    expect(param.statusCode).toBe(400);
  });

  it('still accepts every other character, astral ones included', async () => {
    const res = await journey.app.inject({
      method: 'POST',
      url: '/ft/heloc/session',
      payload: { ...TELEMETRY_SESSION, referrer: 'https://example.com/?q=ünïcødé 🏠 \u00a0\t' },
    });
    expect(res.statusCode).toBe(201);
  });
});
