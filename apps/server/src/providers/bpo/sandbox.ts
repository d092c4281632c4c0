import { z } from 'zod';
import { sandboxDelay } from '../sandbox-delay';
import type { ResolvedSandboxOptions } from '../sandbox-options';
import { propertySeed, roundTo, sandboxPropertyFacts } from '../sandbox-property-facts';
import { decodeTimedId, encodeTimedId, timedIdPattern } from '../sandbox-time';
import { SEED_KEY_LENGTH, seedFromKey } from '../stable-hash';
import {
  zBpoOrderRequest,
  zBpoOrderStatus,
  zBpoProcessing,
  zBpoStatusRequest,
  type BpoProvider,
} from './types';

const ORDER_PREFIX = 'bpo';
const zSandboxOrderId = z
  .string()
  .regex(
    timedIdPattern(ORDER_PREFIX, `[0-9a-f]{${SEED_KEY_LENGTH}}`),
    'not an order id of this BPO provider',
  );

/**
 * The order id carries the order time and the property's seed, so the sandbox keeps no state:
 * a status check after a restart still knows when the order was placed and what it will report.
 */
export function createSandboxBpoProvider(options: ResolvedSandboxOptions): BpoProvider {
  const times = (orderedAt: Date) => ({
    orderedAt: orderedAt.toISOString(),
    expectedCompletionAt: new Date(
      orderedAt.getTime() + options.delays.bpoCompletion,
    ).toISOString(),
  });

  return {
    kind: 'bpo',
    sandbox: true,

    async order(input, callOptions) {
      const request = zBpoOrderRequest.parse(input);
      await sandboxDelay(options.delays.bpoOrder, callOptions?.signal);
      const orderedAt = options.now();
      return zBpoProcessing.parse({
        orderId: encodeTimedId(ORDER_PREFIX, orderedAt, propertySeed(request.address).key),
        status: 'BPO_PROCESSING',
        ...times(orderedAt),
      });
    },

    async status(input, callOptions) {
      const { orderId } = zBpoStatusRequest.extend({ orderId: zSandboxOrderId }).parse(input);
      await sandboxDelay(options.delays.bpoOrder, callOptions?.signal);
      const { createdAt: orderedAt, payload: seedKey } = decodeTimedId(orderId);
      const completedAt = new Date(orderedAt.getTime() + options.delays.bpoCompletion);
      if (options.now() < completedAt) {
        return zBpoOrderStatus.parse({ orderId, status: 'BPO_PROCESSING', ...times(orderedAt) });
      }
      const seed = seedFromKey(seedKey);
      const facts = sandboxPropertyFacts(seed);
      return zBpoOrderStatus.parse({
        orderId,
        status: 'BPO_COMPLETE',
        ...times(orderedAt),
        completedAt: completedAt.toISOString(),
        // An inspector's opinion lands within a few percent of the market value.
        value: roundTo((facts.marketValue * seed.int('bpo.ratio', 97, 103)) / 100, 1_000),
        condition: facts.condition,
      });
    },
  };
}
