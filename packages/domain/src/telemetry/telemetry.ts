import { z } from 'zod';

export const zTelemetryContext = z.string().check(z.regex(/^[a-z0-9-]{1,40}$/));

export const zSessionKey = z.object({
  uuid: z.uuid(),
  epoch: z.number().check(z.int(), z.nonnegative()),
  trackerUuid: z.uuid(),
});
export type SessionKey = z.infer<typeof zSessionKey>;

const zSize = z.object({
  width: z.number().check(z.int(), z.gte(0), z.lte(100_000)),
  height: z.number().check(z.int(), z.gte(0), z.lte(100_000)),
});
const MAX_RECORD_KEYS = 50;
const atMostKeys = (record: Record<string, unknown>) =>
  Object.keys(record).length <= MAX_RECORD_KEYS;
const tooManyKeys = { message: `At most ${MAX_RECORD_KEYS} properties are allowed` };

const zQueryParams = z
  .record(
    z.string().check(z.maxLength(200)),
    z.union([
      z.string().check(z.maxLength(2000)),
      z.array(z.string().check(z.maxLength(2000))).check(z.maxLength(20)),
    ]),
  )
  .check(z.refine(atMostKeys, tooManyKeys));

/** Event properties are flat and small: analytics dimensions, not documents. */
const zEventPropertyScalar = z.union([
  z.string().check(z.maxLength(1000)),
  z.number(),
  z.boolean(),
  z.null(),
]);
export const zEventProperties = z
  .record(
    z.string().check(z.maxLength(100)),
    z.union([zEventPropertyScalar, z.array(zEventPropertyScalar).check(z.maxLength(20))]),
  )
  .check(z.refine(atMostKeys, tooManyKeys));

export const zCreateSessionRequest = z.object({
  platform: z.literal('WEB'),
  libVersion: z.string().check(z.maxLength(40)),
  referrer: z.string().check(z.maxLength(2000)),
  queryParams: zQueryParams,
  screen: zSize,
  window: zSize,
  sessionKey: z.optional(zSessionKey),
  appVersion: z.string().check(z.maxLength(40)),
});
export type CreateSessionRequest = z.infer<typeof zCreateSessionRequest>;
export const zCreateSessionResponse = z.object({ sessionKey: zSessionKey });

export const zTelemetryEvent = z.object({
  domain: z.string().check(z.maxLength(255)),
  queryParams: zQueryParams,
  pagePath: z.string().check(z.maxLength(2000)),
  event: z.string().check(z.minLength(1), z.maxLength(100)),
  sessionKey: zSessionKey,
  identityId: z.optional(z.uuid()),
  applicationUuid: z.optional(z.uuid()),
  eventType: z.string().check(z.minLength(1), z.maxLength(50)),
  productType: z.literal('HELOC'),
  eventProperties: z.optional(zEventProperties),
  dontDedupe: z.optional(z.boolean()),
  dedupeProperty: z.optional(z.string().check(z.maxLength(100))),
});
export type TelemetryEvent = z.infer<typeof zTelemetryEvent>;
export const zTelemetryEventResponse = z.object({
  accepted: z.literal(true),
  deduplicated: z.boolean(),
});

export const SESSION_RETRIES_FAILED_MESSAGE =
  'An error occurred while establishing a session, retries failed.';
export const COULD_NOT_ESTABLISH_SESSION_MESSAGE = 'Could not establish session.';
