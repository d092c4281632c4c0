import type { zFeaturesResponse } from '@openheloc/domain';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../api-client';
import { FEATURE_FLAGS_PATH, getLenderFlags, pickFlag } from './lender-flags';

const FLAGS = [
  { key: 'fe-webchat', enabled: true, variables: {} },
  { key: 'fe-webchat-stream', enabled: false, variables: { note: 'x' } },
];

/** A client that records each call and answers from `answer` (a failure when it throws). */
function client(answer: () => unknown) {
  const calls: { path: string; body: unknown }[] = [];
  const fake = {
    request: (path: string, options?: { body?: unknown; schema?: typeof zFeaturesResponse }) => {
      calls.push({ path, body: options?.body });
      return Promise.resolve().then(() => options?.schema?.parse(answer()) ?? answer());
    },
  } as ApiClient;
  return { fake, calls };
}

describe('getLenderFlags', () => {
  it('asks v1/features once for the lender and gives its flags', async () => {
    const { fake, calls } = client(() => ({ features: FLAGS }));
    await expect(getLenderFlags('OPENHELOC', fake)).resolves.toEqual(FLAGS);
    expect(calls).toEqual([
      { path: FEATURE_FLAGS_PATH, body: { optimizeUser: { organization: 'OPENHELOC' } } },
    ]);
  });

  it.each([
    [
      'the server fails',
      () => {
        throw new Error('Network error');
      },
    ],
    ['the answer is not the shape', () => ({ flags: 'nope' })],
  ])('gives no flags when %s, so each falls back to its default', async (_, answer) => {
    await expect(getLenderFlags('OPENHELOC', client(answer).fake)).resolves.toEqual([]);
  });
});

describe('pickFlag', () => {
  it.each([
    { key: 'fe-webchat' as const, expected: FLAGS[0] },
    { key: 'fe-webchat-stream' as const, expected: FLAGS[1] },
    {
      key: 'fe-csp-feature-flag-borrower-authentication' as const,
      expected: {
        key: 'fe-csp-feature-flag-borrower-authentication',
        enabled: false,
        variables: {},
      },
    },
  ])('$key', ({ key, expected }) => {
    expect(pickFlag(FLAGS, key)).toEqual(expected);
  });
});
