import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@/testing/memory-storage';
import type { ApiClient } from '../api-client';
import { createTypedStorage, LOCAL_STORAGE_KEYS, type LocalStorageKey } from '../storage';
import {
  adoptExperimentProfile,
  experimentTrackerId,
  OPTIMIZELY_PROFILE_PATH,
} from './experiment-profile';

const IDENTITY = '0b7b5f8e-3c1a-4d2e-9f00-1234567890ab';
const PHONE_TRACKER = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
const LAPTOP_TRACKER = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';

function storage(initial: Record<string, string> = {}) {
  const memory = createMemoryStorage(initial);
  return createTypedStorage<LocalStorageKey>(() => memory);
}

/** A server holding the identity's profile (null: none yet), recording each call. */
function server(profileUuid: string | null) {
  const calls: { method: string; path: string; query?: unknown; body?: unknown }[] = [];
  let saved = profileUuid;
  const client = {
    request: (
      path: string,
      options: { method?: string; query?: unknown; body?: { optimizelyProfileUuid: string } } = {},
    ) => {
      const method = options.method ?? 'GET';
      calls.push({ method, path, query: options.query, body: options.body });
      if (method === 'PATCH') saved = options.body?.optimizelyProfileUuid ?? null;
      return Promise.resolve({ identityUuid: IDENTITY, optimizelyProfileUuid: saved });
    },
  } as ApiClient;
  return { client, calls };
}

describe('adoptExperimentProfile', () => {
  it('adopts the profile the identity already has, and saves nothing', async () => {
    const { client, calls } = server(PHONE_TRACKER);
    const local = storage();
    await expect(adoptExperimentProfile(LAPTOP_TRACKER, client, local)).resolves.toBe(
      PHONE_TRACKER,
    );
    expect(local.get(LOCAL_STORAGE_KEYS.experimentProfile)).toBe(PHONE_TRACKER);
    expect(calls.map((call) => call.method)).toEqual(['GET']);
  });

  it("gives an identity without a profile this browser's tracker", async () => {
    const { client, calls } = server(null);
    const local = storage();
    await expect(adoptExperimentProfile(LAPTOP_TRACKER, client, local)).resolves.toBe(
      LAPTOP_TRACKER,
    );
    expect(calls[1]).toEqual({
      method: 'PATCH',
      path: OPTIMIZELY_PROFILE_PATH,
      query: { identityUuid: IDENTITY },
      body: { optimizelyProfileUuid: LAPTOP_TRACKER },
    });
    expect(local.get(LOCAL_STORAGE_KEYS.experimentProfile)).toBeNull();
  });

  it('saves nothing when neither the identity nor this browser has a tracker', async () => {
    const { client, calls } = server(null);
    await expect(adoptExperimentProfile(null, client, storage())).resolves.toBeNull();
    expect(calls.map((call) => call.method)).toEqual(['GET']);
  });
});

describe('experimentTrackerId', () => {
  it.each([
    { adopted: PHONE_TRACKER, expected: PHONE_TRACKER },
    { adopted: null, expected: LAPTOP_TRACKER },
  ])('with the adopted profile $adopted decides on $expected', async ({ adopted, expected }) => {
    const local = storage(adopted ? { [LOCAL_STORAGE_KEYS.experimentProfile]: adopted } : {});
    await expect(experimentTrackerId(() => Promise.resolve(LAPTOP_TRACKER), local)).resolves.toBe(
      expected,
    );
  });
});
