import type { SessionKey } from '@openheloc/domain';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@/testing/memory-storage';
import type { ApiClient, RequestOptions } from '../api-client';
import { FetchError } from '../fetch-error';
import { createTypedStorage, type LocalStorageKey } from '../storage';
import { createReplayLinker, replayLinkPath } from './replay-link';

const SESSION: SessionKey = {
  uuid: '11111111-1111-4111-8111-111111111111',
  epoch: 1_700_000_000_000,
  trackerUuid: '22222222-2222-4222-8222-222222222222',
};
const APP = '33333333-3333-4333-8333-333333333333';
const OTHER_APP = '44444444-4444-4444-8444-444444444444';

/** A linker over an API answering each PUT with the next status (200 when none is left). */
function setup(statuses: number[], stored: SessionKey | null = SESSION, signedIn = true) {
  const calls: { path: string; options: RequestOptions | undefined }[] = [];
  const api = {
    request: async (path: string, options?: RequestOptions) => {
      calls.push({ path, options });
      const status = statuses.shift() ?? 200;
      if (status >= 400 || status === 0) {
        throw new FetchError({
          message: 'x',
          status,
          url: path,
          kind: status ? 'http' : 'network',
        });
      }
      return { sessionUuid: SESSION.uuid };
    },
  } as ApiClient;
  const memory = createMemoryStorage(stored ? { FT_SESSION_KEY: JSON.stringify(stored) } : {});
  const link = createReplayLinker({
    api,
    storage: createTypedStorage<LocalStorageKey>(() => memory),
    origin: () => 'https://heloc.example',
    signedIn: () => signedIn,
  });
  return { link, calls };
}

describe('the replay link', () => {
  it("puts our session screen's address once per session and application", async () => {
    const { link, calls } = setup([]);
    await link(APP);
    await link(APP);
    await link(OTHER_APP);
    expect(calls).toEqual([
      {
        path: replayLinkPath(APP),
        options: {
          method: 'PUT',
          body: { link: `https://heloc.example/account/heloc/ops/sessions/${SESSION.uuid}` },
          ignoreUnauthorized: true,
        },
      },
      expect.objectContaining({ path: replayLinkPath(OTHER_APP) }),
    ]);
  });

  it.each([
    ['a 401 (ignored, asked again later)', 401, 2],
    ['a network failure (asked again later)', 0, 2],
    ['a server error (asked again later)', 500, 2],
    ['a refusal (not asked again)', 400, 1],
    ['a stranger’s application (not asked again)', 404, 1],
  ])('never throws on %s', async (_, status, expectedCalls) => {
    const { link, calls } = setup([status]);
    await expect(link(APP)).resolves.toBeUndefined();
    await link(APP);
    expect(calls).toHaveLength(expectedCalls);
  });

  it('asks nothing without a telemetry session or signed out', async () => {
    for (const { link, calls } of [setup([], null), setup([], SESSION, false)]) {
      await link(APP);
      expect(calls).toEqual([]);
    }
  });
});
