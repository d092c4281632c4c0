import { z } from 'zod';
import { zApiErrorEnvelope, zTelemetryContext } from '@openheloc/domain';

export const zContextParams = z.object({ context: zTelemetryContext });

export const errorResponses = { 400: zApiErrorEnvelope, 429: zApiErrorEnvelope };

/** Telemetry is small: a session or an event is a few kilobytes at most. */
export const TELEMETRY_BODY_LIMIT = 64 * 1024;

/** Generous for one browser, yet bounds what a single address can write into the database. */
export const TELEMETRY_RATE_LIMIT = { max: 600, timeWindow: '1 minute' };
