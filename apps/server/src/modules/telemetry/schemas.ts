import { z } from 'zod';
import { zTelemetryContext } from '@openheloc/domain';
import { errorResponses } from '../../http/error-responses';

export const zContextParams = z.object({ context: zTelemetryContext });

export const routeErrors = errorResponses(400, 429);

/** Telemetry is small: a session or an event is a few kilobytes at most. */
export const TELEMETRY_BODY_LIMIT = 64 * 1024;

/** Generous for one browser, yet bounds what a single address can write into the database. */
export const TELEMETRY_RATE_LIMIT = { max: 600, timeWindow: '1 minute' };
