import { z } from 'zod';

export const zTelemetryContext = z.string().regex(/^[a-z0-9-]{1,40}$/);

export const zSessionKey = z.object({
  uuid: z.uuid(),
  epoch: z.number().int().nonnegative(),
  trackerUuid: z.uuid(),
});
export type SessionKey = z.infer<typeof zSessionKey>;

const zSize = z.object({
  width: z.number().int().min(0).max(100_000),
  height: z.number().int().min(0).max(100_000),
});
const MAX_RECORD_KEYS = 50;
const atMostKeys = (record: Record<string, unknown>) =>
  Object.keys(record).length <= MAX_RECORD_KEYS;
const tooManyKeys = { message: `At most ${MAX_RECORD_KEYS} properties are allowed` };

const zQueryParams = z
  .record(
    z.string().max(200),
    z.union([z.string().max(2000), z.array(z.string().max(2000)).max(20)]),
  )
  .refine(atMostKeys, tooManyKeys);

/** Event properties are flat and small: analytics dimensions, not documents. */
const zEventPropertyScalar = z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]);
export const zEventProperties = z
  .record(
    z.string().max(100),
    z.union([zEventPropertyScalar, z.array(zEventPropertyScalar).max(20)]),
  )
  .refine(atMostKeys, tooManyKeys);

export const zCreateSessionRequest = z.object({
  platform: z.literal('WEB'),
  libVersion: z.string().max(40),
  referrer: z.string().max(2000),
  queryParams: zQueryParams,
  screen: zSize,
  window: zSize,
  sessionKey: zSessionKey.optional(),
  appVersion: z.string().max(40),
});
export type CreateSessionRequest = z.infer<typeof zCreateSessionRequest>;
export const zCreateSessionResponse = z.object({ sessionKey: zSessionKey });

export const zTelemetryEvent = z.object({
  domain: z.string().max(255),
  queryParams: zQueryParams,
  pagePath: z.string().max(2000),
  event: z.string().min(1).max(100),
  sessionKey: zSessionKey,
  identityId: z.uuid().optional(),
  applicationUuid: z.uuid().optional(),
  eventType: z.string().min(1).max(50),
  productType: z.literal('HELOC'),
  eventProperties: zEventProperties.optional(),
  dontDedupe: z.boolean().optional(),
  dedupeProperty: z.string().max(100).optional(),
});
export type TelemetryEvent = z.infer<typeof zTelemetryEvent>;
export const zTelemetryEventResponse = z.object({
  accepted: z.literal(true),
  deduplicated: z.boolean(),
});

export const SESSION_RETRIES_FAILED_MESSAGE =
  'An error occurred while establishing a session, retries failed.';
export const COULD_NOT_ESTABLISH_SESSION_MESSAGE = 'Could not establish session.';
