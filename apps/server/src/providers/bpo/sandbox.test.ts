import { describe, expect, it } from 'vitest';
import { createSandboxProviders } from '../index';
import {
  instantSandboxProviders,
  SANDBOX_ADDRESS,
  sandboxAddress,
  sandboxClock,
} from '../sandbox-fixtures';
import { DEFAULT_SANDBOX_DELAYS, ZERO_SANDBOX_DELAYS } from '../sandbox-options';
import { bpoRequirement } from './requirement';

const COMPLETION_MS = 90_000;

function bpoWithClock() {
  const clock = sandboxClock();
  const { bpo, property } = createSandboxProviders({
    delays: { ...ZERO_SANDBOX_DELAYS, bpoCompletion: COMPLETION_MS },
    now: clock.now,
  });
  return { bpo, property, clock };
}

describe('sandbox BPO', () => {
  it('is ordered, processes, then completes once the completion delay has passed', async () => {
    const { bpo, property, clock } = bpoWithClock();
    const order = await bpo.order({ address: SANDBOX_ADDRESS });
    expect(order.status).toBe('BPO_PROCESSING');
    expect(Date.parse(order.expectedCompletionAt) - Date.parse(order.orderedAt)).toBe(
      COMPLETION_MS,
    );

    clock.advance(COMPLETION_MS - 1);
    expect(await bpo.status({ orderId: order.orderId })).toMatchObject({
      status: 'BPO_PROCESSING',
    });

    clock.advance(1);
    const done = await bpo.status({ orderId: order.orderId });
    if (done.status !== 'BPO_COMPLETE') throw new Error('expected a completed BPO');
    expect(done.completedAt).toBe(order.expectedCompletionAt);
    expect(['AVERAGE', 'GOOD', 'EXCELLENT']).toContain(done.condition);
    const avm = await property.valuate({ address: SANDBOX_ADDRESS });
    expect(Math.abs(done.value / avm.value - 1)).toBeLessThanOrEqual(0.04);
  });

  it('remembers orders across a restart: a new instance completes an old order', async () => {
    const first = bpoWithClock();
    const order = await first.bpo.order({ address: sandboxAddress('450 Ranch Rd', 'TX') });
    first.clock.advance(COMPLETION_MS);
    const restarted = createSandboxProviders({
      delays: { ...ZERO_SANDBOX_DELAYS, bpoCompletion: COMPLETION_MS },
      now: first.clock.now,
    });
    const status = await restarted.bpo.status({ orderId: order.orderId });
    expect(status.status).toBe('BPO_COMPLETE');
    expect(status).toEqual(await first.bpo.status({ orderId: order.orderId }));
  });

  it('reports the same value for the same property, whenever ordered', async () => {
    const { bpo, clock } = bpoWithClock();
    const a = await bpo.order({ address: SANDBOX_ADDRESS });
    clock.advance(3_600_000);
    const b = await bpo.order({ address: SANDBOX_ADDRESS });
    clock.advance(COMPLETION_MS);
    expect(a.orderId).not.toBe(b.orderId);
    const doneA = await bpo.status({ orderId: a.orderId });
    const doneB = await bpo.status({ orderId: b.orderId });
    if (doneA.status !== 'BPO_COMPLETE' || doneB.status !== 'BPO_COMPLETE') {
      throw new Error('expected both BPOs completed');
    }
    expect(doneB.value).toBe(doneA.value);
    expect(doneB.condition).toBe(doneA.condition);
  });

  it.each(['nonsense', 'bpo_zz_123', 'trf_lx1_0123456789abcdef'])(
    'rejects an order id it did not issue (%s)',
    async (orderId) => {
      await expect(instantSandboxProviders().bpo.status({ orderId })).rejects.toThrow(
        /not an order id/,
      );
    },
  );

  it('completes after 90 seconds by default', () => {
    expect(DEFAULT_SANDBOX_DELAYS.bpoCompletion).toBe(90_000);
  });
});

describe('bpoRequirement', () => {
  it.each([
    ['TX', 'HIGH', 'BPO_REQUIRED'],
    ['TX', 'LOW', 'BPO_REQUIRED'],
    ['CA', 'HIGH', 'BPO_NOT_REQUIRED'],
    ['CA', 'MEDIUM', 'BPO_REQUIRED'],
    ['CA', 'LOW', 'BPO_REQUIRED'],
    ['CA', null, 'BPO_REQUIRED'],
  ] as const)('%s with %s confidence: %s', (state, confidence, expected) => {
    expect(bpoRequirement({ state, valuation: confidence === null ? null : { confidence } })).toBe(
      expected,
    );
  });
});
