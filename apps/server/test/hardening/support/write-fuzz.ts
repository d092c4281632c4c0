import fc from 'fast-check';
import type { FastifySchema } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  createJourneyApp,
  type JourneyApp,
} from '../../../src/modules/application/test-support/journey-app';
import { ACCESS_TABLE, ROUTES_WITHOUT_ID } from '../access-table';
import {
  createAccessWorld,
  credentialsOf,
  type AccessWorld,
  type CredentialKind,
} from './access-world';
import {
  recordRouteSchemas,
  servedRoutes,
  urlOf,
  WRITE_METHODS,
  type ServedRoute,
} from './route-catalog';
import { installWriteCounter, type WriteCounter, type WriteCounts } from './write-counter';
import { arbitraryFor } from './zod-arbitrary';
import { withStorableText } from '@openheloc/domain';
import { registrationFixture } from '@openheloc/domain/testing/registration';

/**
 * Bodies per endpoint: 1,000 (10,000 with FUZZ_RUNS=10000) once per run, on the engine the
 * product runs on in production when there is one: the PostgreSQL pass when TEST_DATABASE_URL is
 * set (the PGlite pass then sends 100), else PGlite.
 */
const fullCountHere = process.env.TEST_DB === 'postgres' || !process.env.TEST_DATABASE_URL;
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? (fullCountHere ? 1000 : 100));

/**
 * Endpoints whose body is one short string compared whole against what the server built: every
 * body past validation costs queries, and a hundred say as much as a thousand.
 */
const FEW_BODIES: Record<string, number> = {
  'PUT /service-application/api/v1/application/heloc/{uuid}/full-story-link': 100,
};
const runsOf = (key: string) => Math.min(FUZZ_RUNS, FEW_BODIES[key] ?? FUZZ_RUNS);

/**
 * A body the route's validator refuses is answered before any service or query of its own, the
 * same on either engine, and for most routes most generated bodies are such. The PostgreSQL pass
 * therefore sends every generated body that passes the validator but only the first
 * REFUSED_SAMPLE of the others (the PGlite pass sends its 100 whole); the refused ones it sends
 * prove the sorting right.
 */
const REFUSED_SAMPLE = process.env.TEST_DB === 'postgres' ? 100 : Number.POSITIVE_INFINITY;

/**
 * Generous: a test that times out keeps running beside the next one and spoils its counts, and
 * a busy machine is several times slower than an idle one (about 3 ms a body idle).
 */
const FUZZ_TIMEOUT_MS = Math.max(60_000, FUZZ_RUNS * 300);

/** Tables a refused request may still write: the counters of the limits themselves. */
export const LIMIT_TABLES = ['login_attempts', 'registration_attempts', 'chat_rate_events'];

/**
 * Writes that end what later writes need (the application, the chat, the session; the sandbox
 * clock, moved forward, outlives every session): last.
 */
const ENDINGS = [/\/cancel$/, /\/end$/, /\/logout$/, /\/clock\/advance$/];

const kindOf = (key: string): CredentialKind =>
  ACCESS_TABLE[key]?.as ?? ROUTES_WITHOUT_ID[key] ?? 'public';

/** Bodies the services accept, tried first, for routes the matrix sends none. */
const EXAMPLES: Record<string, (world: AccessWorld) => unknown> = {
  'POST /identity/api/v1/registration/register': () =>
    registrationFixture({ email: 'fuzz-first@example.com' }),
  'POST /identity/api/v1/login': () => ({ email: 'nobody@example.com', password: 'Wrong-1234!' }),
  'POST /ops/api/v1/auth/login': () => ({ email: 'nobody@example.com', password: 'Wrong-1234!' }),
  // Well-formed second steps with a challenge nobody issued: refused by the service.
  'POST /identity/api/v1/login/second-factor': () => ({ challenge: 'a.b.c', code: '123456' }),
  'POST /ops/api/v1/auth/second-factor': () => ({ challenge: 'a.b.c', code: '123456' }),
  'POST /ops/api/v1/auth/second-factor/setup': () => ({ challenge: 'a.b.c' }),
  'POST /ops/api/v1/auth/second-factor/setup/confirm': () => ({
    challenge: 'a.b.c',
    code: '123456',
  }),
  'PUT /ops/api/v1/auth/password': () => ({
    currentPassword: 'Wrong-1234!',
    password: 'Fresh#Harbor42',
    confirmPassword: 'Fresh#Harbor42',
  }),
  // A code for a setup never begun, and changes while two-factor sign-in is off: refused.
  'POST /service-profile/api/v1/profile/two-factor/confirm': () => ({ code: '123456' }),
  'POST /service-profile/api/v1/profile/two-factor/recovery-codes': () => ({ code: '123456' }),
  'POST /service-profile/api/v1/profile/two-factor/disable': () => ({
    currentPassword: 'Wrong-1234!',
    code: '123456',
  }),
  'POST /identity-broker/{audience}/api/v3/login': () => ({
    email: 'nobody@example.com',
    password: 'Wrong-1234!',
  }),
  // A valid change with a wrong current password: past validation, refused by the service.
  'PUT /service-profile/api/v1/profile/phone-number': () => ({
    phoneNumber: '(415) 555-0199',
    currentPassword: 'Wrong-1234!',
  }),
  'PUT /service-profile/api/v1/profile/password': () => ({
    currentPassword: 'Wrong-1234!',
    password: 'Fresh#Harbor42',
    confirmPassword: 'Fresh#Harbor42',
  }),
  // A well-formed link nobody issued: past validation, refused by the service.
  'POST /identity/api/v1/password-reset/complete': () => ({
    token: 'A'.repeat(43),
    password: 'Quiet-Harbor-73!',
    confirmPassword: 'Quiet-Harbor-73!',
  }),
  'POST /service-csp/external/api/v1/twilio/initWebChat': () => ({
    friendlyName: 'Ana Cruz',
    emailAddress: 'ana@example.com',
  }),
  'POST /service-omni-proxy/insecure/api/v1/stream/init-web-chat': () => ({
    friendlyName: 'Ana Cruz',
    emailAddress: 'ana@example.com',
  }),
  // Random bodies rarely hold a valid e-mail and phone together: one well-formed message.
  'POST /service-csp/external/api/v1/support/requests': () => ({
    kind: 'MESSAGE',
    source: 'CONTACT_PAGE',
    name: 'Ana Cruz',
    emailAddress: 'ana@example.com',
    message: 'When will my appraisal be ordered?',
  }),
  // A well-formed credit check: past validation, refused by the service to anyone but a co-borrower.
  'POST /service-application/api/v1/heloc-signer/me/credit': () => ({
    dateOfBirth: { month: '04', day: '12', year: '1980' },
    address: {
      street1: '12 Harbor Way',
      street2: '',
      city: 'Sausalito',
      state: 'CA',
      zip: '94965',
    },
    ssn: '123-45-6789',
    authorized: true,
  }),
  'POST /service-application/api/v1/heloc-signer/invitations/accept': () => ({
    token: 'not-an-issued-invitation',
    password: 'Blue!Harbor2026',
    confirmPassword: 'Blue!Harbor2026',
  }),
};

/**
 * Every write endpoint the access tables know (the matrix keeps them equal to the served ones);
 * FUZZ_ONLY=<text> keeps those whose method and path contain it, to chase one failure.
 */
export function writeEndpoints(select: (kind: CredentialKind) => boolean): string[] {
  const only = process.env.FUZZ_ONLY ?? '';
  const keys = [...Object.keys(ACCESS_TABLE), ...Object.keys(ROUTES_WITHOUT_ID)].filter(
    (key) =>
      WRITE_METHODS.includes(key.split(' ')[0] as string) &&
      select(kindOf(key)) &&
      key.includes(only),
  );
  const ending = (key: string) => ENDINGS.some((pattern) => pattern.test(key));
  return [...keys.filter((key) => !ending(key)), ...keys.filter(ending)];
}

/**
 * Property-based fuzzing of write endpoints, in-process with `inject`: FUZZ_RUNS bodies each,
 * shaped by the route's own zod schema (from packages/domain) with hostile text throughout, sent
 * with the owner's credential and ids. No body may get a 5xx, and a refused one (4xx) may write
 * nothing. A failure names the seed and the body.
 *
 * Reading the write counter after each of thousands of requests would cost more than the
 * requests, and most are refused (by validation or a route-wide guard) before a route's own
 * preHandlers and handler run. So the counter is read as a request reaches them (a preHandler
 * hook) and after its answer. Counts only grow, so equal counts across a run of requests
 * answered before the hook mean none of them wrote; none of those can be a 2xx.
 */
export function describeWriteFuzz(name: string, endpoints: string[]) {
  describe(name, () => {
    let journey: JourneyApp;
    let world: AccessWorld;
    let writes: WriteCounter;
    let routes: ServedRoute[];
    let schemas: Map<string, FastifySchema>;
    let pastValidation: (() => Promise<void>) | null = null;

    beforeAll(async () => {
      let recorded = new Map<string, FastifySchema>();
      journey = await createJourneyApp(null, undefined, (app) => {
        recorded = recordRouteSchemas(app);
        app.addHook('preHandler', async () => {
          await pastValidation?.();
        });
      });
      schemas = recorded;
      world = await createAccessWorld(journey);
      // Pre-qualification done: the journey's first writes are open to the owner.
      await journey.drain();
      routes = await servedRoutes(journey.app);
      writes = await installWriteCounter(journey.database);
    });
    afterAll(async () => {
      await journey?.stop();
      await journey?.database.dispose();
    });

    const paramsOf = (): Record<string, string> => ({
      uuid: world.owner.applicationUuid,
      conversationId: world.owner.conversationId,
      contactId: world.owner.contactId,
      conditionUuid: world.owner.conditionUuid,
      orgCode: world.owner.orgCode,
      key: 'fe-heloc-maintenance',
      department: 'OPS_CHAT',
      context: 'heloc',
      audience: 'agent',
    });

    it.each(endpoints)(
      `up to ${FUZZ_RUNS} bodies: no 5xx, no write on a 4xx: %s`,
      async (key) => {
        const route = routes.find((served) => served.key === key);
        if (!route) throw new Error(`${key} is not served`);
        const url = urlOf(route, paramsOf());
        const kind = kindOf(key);
        const caller = kind === 'ops' || kind === 'ops-token' ? 'ops' : 'owner';
        const headers = {
          ...credentialsOf(world, caller, kind),
          'content-type': 'application/json',
        };
        // One anonymous call teaches the recorder the route's schema.
        await journey.app.inject({ method: route.method as 'POST', url });
        const schema = schemas.get(key)?.body as z.ZodType | undefined;
        const knownStrings = [
          world.owner.applicationUuid,
          world.owner.documentUuid,
          world.owner.conversationId,
          world.owner.attachmentId,
          world.owner.chatbotConversationId,
          world.owner.replayLink,
        ];
        const bodies = schema ? arbitraryFor(schema, { knownStrings }) : fc.jsonValue();
        // The app's validator, as Fastify applies it to the body it parsed from the JSON sent.
        const validator = schema ? withStorableText(schema) : null;
        const refusedByValidator = (body: unknown) =>
          validator !== null &&
          !validator.safeParse(body === undefined ? undefined : JSON.parse(JSON.stringify(body)))
            .success;
        let refusedSent = 0;
        const example = (ACCESS_TABLE[key]?.body ?? EXAMPLES[key])?.(world);
        const statuses = new Map<number, number>();
        let verified: WriteCounts = await writes.read();
        // Requests since `verified` that were answered before reaching the hook.
        let unverified = 0;
        let reachedHandlers = 0;

        await fc.assert(
          fc.asyncProperty(bodies, async (body) => {
            const refused = refusedByValidator(body);
            if (refused && refusedSent >= REFUSED_SAMPLE) return;
            if (refused) refusedSent += 1;
            let reached: WriteCounts | null = null;
            pastValidation = async () => {
              reached = unverified > 0 ? await writes.read() : verified;
            };
            const res = await journey.app.inject({
              method: route.method as 'POST',
              url,
              headers,
              ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
            });
            pastValidation = null;
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
            expect(res.statusCode, res.body).toBeLessThan(500);
            if (refused) expect(reached, `refused by the validator: ${res.body}`).toBeNull();
            if (reached === null) {
              unverified += 1;
              return;
            }
            reachedHandlers += 1;
            unverified = 0;
            // Only requests refused by validation ran since the last read: they wrote nothing.
            expect(writes.changed(verified, reached, LIMIT_TABLES)).toEqual([]);
            const after = await writes.read();
            if (res.statusCode >= 400) {
              expect(writes.changed(reached, after, LIMIT_TABLES), res.body).toEqual([]);
            }
            verified = after;
          }),
          {
            numRuns: runsOf(key),
            endOnFailure: true,
            ...(example === undefined ? {} : { examples: [[example]] }),
          },
        );
        expect(writes.changed(verified, await writes.read(), LIMIT_TABLES)).toEqual([]);
        // Some bodies got past validation into the service (or the route takes none).
        const summary = JSON.stringify(Object.fromEntries(statuses));
        if (schema) expect(reachedHandlers, summary).toBeGreaterThan(0);
      },
      FUZZ_TIMEOUT_MS,
    );
  });
}
