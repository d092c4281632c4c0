import { zPropertyCondition } from '@openheloc/domain';
import { z } from 'zod';
import {
  zIsoDateTime,
  zPostalAddress,
  type ProviderCallOptions,
  type ProviderInfo,
} from '../provider-types';

export const zBpoOrderRequest = z.object({
  address: zPostalAddress,
  /** What the owner says the home is worth and its condition: the agent's starting point. */
  ownerEstimate: z.number().positive().optional(),
  ownerCondition: zPropertyCondition.optional(),
});
export type BpoOrderRequest = z.infer<typeof zBpoOrderRequest>;

export const zBpoStatusRequest = z.object({ orderId: z.string().min(1) });
export type BpoStatusRequest = z.infer<typeof zBpoStatusRequest>;

const zOrderTimes = z.object({
  orderId: z.string(),
  orderedAt: zIsoDateTime,
  expectedCompletionAt: zIsoDateTime,
});

export const zBpoProcessing = zOrderTimes.extend({ status: z.literal('BPO_PROCESSING') });
export type BpoProcessing = z.infer<typeof zBpoProcessing>;

export const zBpoOrderStatus = z.discriminatedUnion('status', [
  zBpoProcessing,
  zOrderTimes.extend({
    status: z.literal('BPO_COMPLETE'),
    completedAt: zIsoDateTime,
    value: z.number().positive(),
    condition: zPropertyCondition,
  }),
]);
export type BpoOrderStatus = z.infer<typeof zBpoOrderStatus>;

/** Broker price opinion: ordered, then completed by an inspector some time later. */
export interface BpoProvider extends ProviderInfo {
  readonly kind: 'bpo';
  order(request: BpoOrderRequest, options?: ProviderCallOptions): Promise<BpoProcessing>;
  status(request: BpoStatusRequest, options?: ProviderCallOptions): Promise<BpoOrderStatus>;
}
