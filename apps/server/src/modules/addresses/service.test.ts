import { describe, expect, it } from 'vitest';
import { createAddressService } from './service';
import { FIXTURE_SAMPLES, fixtureZipIndex } from './zip-fixtures';
import type { ZipIndex } from './zip-index';

describe('address service', () => {
  it('reads the ZIP data once, on the first suggestion', async () => {
    let loads = 0;
    const service = createAddressService({
      loadZipIndex: async () => {
        loads += 1;
        return fixtureZipIndex();
      },
      samples: FIXTURE_SAMPLES,
    });
    expect(loads).toBe(0);
    const [first] = await Promise.all([
      service.suggest('123 Main St, Austin, TX 78701'),
      service.suggest('4413 Bay'),
    ]);
    expect(first.map((s) => s.fullAddress)).toEqual(['123 Main St, Austin, TX 78701']);
    expect((await service.suggest('4413 Bay'))[0]?.fullAddress).toBe(
      '4413 Bayshore Blvd, Tampa, FL 33611',
    );
    expect(loads).toBe(1);
  });

  it('tries the ZIP data again after a failed read', async () => {
    const outcomes: Array<() => ZipIndex> = [
      () => {
        throw new Error('disk hiccup');
      },
      fixtureZipIndex,
    ];
    const service = createAddressService({
      loadZipIndex: async () => (outcomes.shift() ?? fixtureZipIndex)(),
      samples: FIXTURE_SAMPLES,
    });
    await expect(service.suggest('123 Main St')).rejects.toThrow('disk hiccup');
    expect(await service.suggest('123 Main St, Austin, TX 78701')).toHaveLength(1);
  });
});
