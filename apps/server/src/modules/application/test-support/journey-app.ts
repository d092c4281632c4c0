import {
  dollarsToCents,
  productForOccupancy,
  ZERO_CENTS,
  type OccupancyType,
} from '@openheloc/domain';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../../app';
import { testConfig } from '../../../config/config';
import type { Secrets } from '../../../config/secrets';
import { identities, profileAddresses, profiles } from '../../../db/schema';
import type { JobWorker } from '../../../jobs';
import type { Providers } from '../../../providers';
import { createRuntime } from '../../../runtime';
import { startSession } from '../../auth/sessions';
import { startApplication } from '../../workflow/start-application';
import type { WorkflowDeps } from '../../workflow/workflow-deps';
import { createTestDatabase, type TestDatabase } from '../../../../test/test-database';
import { workflowDepsOf } from '../application-deps';
import { fileOf, uploadRequest } from '../../documents/test-support';

export type JourneyApp = {
  app: FastifyInstance;
  database: TestDatabase;
  secrets: Secrets;
  workflow: WorkflowDeps;
  worker: JobWorker;
  orgCode: string;
  /** Runs due jobs until none is left (jobs queue further jobs as states settle). */
  drain: () => Promise<void>;
  /**
   * Moves the app's clock forward by `ms` and every waiting job with it, as the sandbox clock
   * route does (the right to cancel is waited out in milliseconds).
   */
  passTime: (ms: number) => Promise<void>;
  /** Stops this instance (app and worker) but keeps the database, as a restart would. */
  stop: () => Promise<void>;
};

/**
 * The real app with the job system and the sandbox providers wired in (what main does), on a
 * database of its own or, to simulate a restart, on one a previous instance used.
 */
export async function createJourneyApp(
  reuse: { database: TestDatabase; secrets: Secrets } | null = null,
  /** Replaces providers (a vendor outage, say). */
  adjustProviders: (providers: Providers) => Providers = (providers) => providers,
  /** Adds hooks or routes before the app is ready. */
  extend?: (app: FastifyInstance) => void,
  /** How long a failed job waits before its retry (10 ms unless a test needs it to stay put). */
  retryAfterMs = 10,
): Promise<JourneyApp> {
  const database = reuse?.database ?? (await createTestDatabase());
  const { deps, worker } = await createRuntime({
    config: testConfig(),
    database,
    ...(reuse ? { secrets: reuse.secrets } : {}),
    jobs: { pollMs: 20, backoff: { baseMs: retryAfterMs, capMs: Math.max(retryAfterMs, 30_000) } },
    adjustProviders,
  });
  const workflow = workflowDepsOf(deps);
  const { secrets } = deps;
  const app = await buildApp(deps);
  extend?.(app);
  await app.ready();
  return {
    app,
    database,
    secrets,
    workflow,
    worker,
    orgCode: deps.organizations.defaultOrganization.orgCode,
    drain: async () => {
      while ((await worker.runOnce()) > 0);
    },
    passTime: async (ms) => {
      if (!deps.clock) throw new Error('The test runtime has a movable clock');
      deps.clock.advance(ms);
      await deps.jobQueue.bringForward(ms);
    },
    stop: async () => {
      await worker.stop();
      await app.close();
    },
  };
}

/**
 * One journey app for the test file's describe block: started before its tests, stopped and its
 * database dropped after. The object is filled in by the time the tests run.
 */
export function useJourneyApp(): JourneyApp {
  const journey = {} as JourneyApp;
  beforeAll(async () => {
    Object.assign(journey, await createJourneyApp());
  });
  afterAll(async () => {
    await journey.stop();
    await journey.database.dispose();
  });
  return journey;
}

export type BorrowerFixture = {
  identityUuid: string;
  applicationUuid: string;
  token: string;
  /** The legal name registered ('Pat <lastName>'): what a typed signature must be. */
  name: string;
  /** The product the application started on (the DSCR loan for an investment property). */
  product: string;
};

export type BorrowerOptions = {
  lastName: string;
  firstName?: string;
  street1?: string;
  city?: string;
  state?: string;
  zip?: string;
  orgCode?: string;
  occupancyType?: OccupancyType;
};

/**
 * What registration writes (identity, profile, property address) and its call to
 * startApplication in the same transaction, then a session for the borrower.
 */
export async function registerBorrower(
  journey: JourneyApp,
  options: BorrowerOptions,
): Promise<BorrowerFixture> {
  const { db } = journey.workflow;
  const orgCode = options.orgCode ?? journey.orgCode;
  const occupancyType = options.occupancyType ?? 'PRIMARY';
  const org = journey.workflow.organizations.byCode(orgCode);
  if (!org) throw new Error(`No organisation ${orgCode}`);
  const product = productForOccupancy(org.meta, occupancyType);
  const identityUuid = randomUUID();
  const email = `${identityUuid}@example.com`;
  const application = await db.transaction(async (tx) => {
    await tx.insert(identities).values({
      uuid: identityUuid,
      orgCode,
      email,
      emailNormalized: email,
      passwordHash: 'not-used-here',
      type: 'BORROWER',
    });
    const profileUuid = randomUUID();
    await tx.insert(profiles).values({
      uuid: profileUuid,
      identityUuid,
      orgCode,
      firstName: options.firstName ?? 'Pat',
      lastName: options.lastName,
      dob: '1980-05-05',
      phoneNumber: '(303) 555-0142',
      annualIncome: dollarsToCents(120_000),
      otherIncome: ZERO_CENTS,
      employmentType: 'FULL_TIME',
    });
    const propertyUuid = randomUUID();
    await tx.insert(profileAddresses).values({
      uuid: propertyUuid,
      profileUuid,
      kind: 'PROPERTY',
      street1: options.street1 ?? '1420 Larimer St',
      city: options.city ?? 'Denver',
      state: options.state ?? 'CO',
      zip: options.zip ?? '80202',
      occupancyType,
    });
    return startApplication(
      tx,
      {
        orgCode,
        identityUuid,
        propertyAddressUuid: propertyUuid,
        isListedForSale: false,
        product,
        softCreditConsent: {
          textVersion: 'fcra-2025-01',
          ipAddress: '127.0.0.1',
          userAgent: 'test',
        },
      },
      journey.workflow,
    );
  });
  const { token } = await startSession(
    db,
    journey.secrets.jwtSecret,
    { identityUuid, orgCode, type: 'BORROWER' },
    journey.workflow.now(),
  );
  return {
    identityUuid,
    applicationUuid: application.uuid,
    token,
    name: `${options.firstName ?? 'Pat'} ${options.lastName}`,
    product,
  };
}

/** The borrower signed in again, as after `passTime` has outlived their session. */
export async function signedInAgain(
  journey: JourneyApp,
  borrower: BorrowerFixture,
): Promise<BorrowerFixture> {
  const [identity] = await journey.workflow.db
    .select({ orgCode: identities.orgCode })
    .from(identities)
    .where(eq(identities.uuid, borrower.identityUuid));
  if (!identity) throw new Error('no such borrower');
  const { token } = await startSession(
    journey.workflow.db,
    journey.secrets.jwtSecret,
    { identityUuid: borrower.identityUuid, orgCode: identity.orgCode, type: 'BORROWER' },
    journey.workflow.now(),
  );
  return { ...borrower, token };
}

/** An authenticated request of the borrower; paths are relative to the application's base. */
export function borrowerClient(journey: JourneyApp, borrower: BorrowerFixture) {
  const headers = { authorization: `Bearer ${borrower.token}` };
  const base = `/service-application/api/v1/application/heloc/${borrower.applicationUuid}`;
  return {
    borrower,
    status: () =>
      journey.app.inject({
        method: 'GET',
        url: `/service-krang-heloc/borrower/secure/api/v1/${borrower.applicationUuid}/status`,
        headers,
      }),
    application: () => journey.app.inject({ method: 'GET', url: base, headers }),
    send: (method: 'POST' | 'PUT', path: string, payload?: InjectOptions['payload']) =>
      journey.app.inject({
        method,
        url: `${base}${path}`,
        headers,
        ...(payload === undefined ? {} : { payload }),
      }),
    get: (url: string) => journey.app.inject({ method: 'GET', url, headers }),
    /** Uploads `file` as a document of `type`; answers the raw response. */
    upload: (type: string, file: { name: string; content: Buffer }) => {
      const request = uploadRequest(borrower.applicationUuid, type, file);
      return journey.app.inject({ ...request, headers: { ...headers, ...request.headers } });
    },
    /** Uploads a fresh PNG as `type` and answers its document uuid. */
    uploadImage: async (type: string): Promise<string> => {
      const request = uploadRequest(borrower.applicationUuid, type, {
        name: 'photo.png',
        content: fileOf('png'),
      });
      const res = await journey.app.inject({
        ...request,
        headers: { ...headers, ...request.headers },
      });
      if (res.statusCode !== 201) throw new Error(`upload failed: ${res.body}`);
      return res.json<{ uuid: string }>().uuid;
    },
    headers,
  };
}

export type BorrowerClient = ReturnType<typeof borrowerClient>;
