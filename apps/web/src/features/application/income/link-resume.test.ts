import { describe, expect, it } from 'vitest';
import { createTypedStorage, LOCAL_STORAGE_KEYS, type LocalStorageKey } from '@/lib/storage';
import { linkResumePath, readLinkResume, saveLinkResume } from './link-resume';

const APP = '7d3e4f50-3333-4444-8555-666677778888';
const SESSION = '0f8c5a8e-2d1b-4c3a-9e7f-1a2b3c4d5e6f';

function memoryStore(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return createTypedStorage<LocalStorageKey>(() => ({
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  }));
}

describe('the link an OAuth return resumes', () => {
  it('is read back as saved, and leads to its link page', () => {
    const store = memoryStore();
    saveLinkResume(
      { applicationUuid: APP, source: 'PLAID_TRANSACTIONS', sessionUuid: SESSION },
      store,
    );
    const resume = readLinkResume(store);
    expect(resume && linkResumePath(resume)).toBe(
      `/${APP}/income/link/PLAID_TRANSACTIONS?session=${SESSION}`,
    );
  });

  it.each([
    ['nothing saved', {}],
    ['not JSON', { [LOCAL_STORAGE_KEYS.linkResume]: 'x' }],
    [
      'another shape',
      { [LOCAL_STORAGE_KEYS.linkResume]: JSON.stringify({ applicationUuid: 'no' }) },
    ],
  ])('is nothing when %s', (_, saved) => {
    expect(readLinkResume(memoryStore(saved))).toBeNull();
  });
});
