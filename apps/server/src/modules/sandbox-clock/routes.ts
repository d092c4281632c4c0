import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MovableClock } from '../../config/movable-clock';
import { requireOpsToken } from '../ops-auth/require-ops-token';
import { errorResponses } from '../../http/error-responses';

const BASE = '/service-optimize/admin/api/v1/sandbox/clock';
const tags = ['sandbox clock (operations, outside production)'];
const security = [{ bearer: [] }];
const MINUTE_MS = 60_000;
/** Ninety days: more than any wait in the journey. */
const MAX_ADVANCE_MINUTES = 90 * 24 * 60;

const zClockView = z.object({ now: z.iso.datetime(), offsetMinutes: z.number() });
const zAdvanceBody = z.strictObject({
  minutes: z.number().int().min(1).max(MAX_ADVANCE_MINUTES),
});
const routeErrors = errorResponses(400, 401, 404);

const view = (clock: MovableClock) => ({
  now: clock.now().toISOString(),
  offsetMinutes: clock.offsetMs() / MINUTE_MS,
});

/**
 * Moves the app's clock forward, with the operations token, so a tester can wait out the right to
 * cancel. Registered only outside production (there is no movable clock in production).
 */
export function sandboxClockRoutes(clock: MovableClock): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireOpsToken);

    app.get(
      BASE,
      {
        schema: {
          tags,
          security,
          summary: "The app's clock and how far it was moved forward",
          response: { 200: zClockView, ...routeErrors },
        },
      },
      async () => view(clock),
    );

    app.post(
      `${BASE}/advance`,
      {
        bodyLimit: 1024,
        schema: {
          tags,
          security,
          summary: 'Move the clock forward; every waiting job becomes due that much sooner',
          body: zAdvanceBody,
          response: { 200: zClockView, ...routeErrors },
        },
      },
      async (request) => {
        const ms = request.body.minutes * MINUTE_MS;
        clock.advance(ms);
        await app.deps.jobQueue.bringForward(ms);
        return view(clock);
      },
    );
  };
}
