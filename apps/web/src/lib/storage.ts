import { STORAGE_KEYS } from '@openheloc/domain';
import { safeParse } from 'zod';
import type * as z from 'zod/v4/core';

/**
 * Local storage keys: the spec's (jwt, WEBCHAT…), the browser's own telemetry session and the
 * operations user's credential (kept apart from the borrower's).
 */
export const LOCAL_STORAGE_KEYS = {
  ...STORAGE_KEYS,
  telemetrySession: 'FT_SESSION_KEY',
  opsJwt: 'opsJwt',
  /** The application (and income link) an aggregator's OAuth return resumes: plaid-oauth-success. */
  linkResume: 'HELOC_LINK_RESUME',
  /** The signed-in identity's experimentation profile, adopted so experiments decide alike on every device. */
  experimentProfile: 'EXPERIMENT_PROFILE_UUID',
} as const;
export type LocalStorageKey = (typeof LOCAL_STORAGE_KEYS)[keyof typeof LOCAL_STORAGE_KEYS];

/** Session storage keys: values that must not outlive the browser tab. */
export const SESSION_STORAGE_KEYS = {
  chunkReloads: 'CHUNK_RELOAD_COUNT',
  /** The bank step's answers between its pages, removed once sent. */
  bankDraft: 'BANK_ACCOUNT_DRAFT',
  /** The value-estimate answers between their pages. */
  valueEstimateDraft: 'VALUE_ESTIMATE_DRAFT',
  /** The borrower's answer to 'Why we need your location' (and where they were), per tab. */
  signingLocation: 'SIGNING_LOCATION',
  /** A signer's invitation token, taken from the link until their password is set. */
  signerInvitation: 'SIGNER_INVITATION',
  /**
   * Where a borrower sent to sign in was, and whether their session had expired: the app's own
   * record, so sign-in resumes them on paths the spec's redirectUrl rule refuses (an
   * application's, which starts with its id).
   */
  signInReturn: 'SIGN_IN_RETURN',
  /** The experiment variations this visitor was shown, saved to their application once it exists. */
  experiments: 'EXPERIMENT_VARIATIONS',
} as const;
export type SessionStorageKey = (typeof SESSION_STORAGE_KEYS)[keyof typeof SESSION_STORAGE_KEYS];

/** The part of the Web Storage interface the app uses; tests pass a Map-backed one. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface TypedStorage<K extends string> {
  get(key: K): string | null;
  set(key: K, value: string): void;
  remove(key: K): void;
  getJson<S extends z.$ZodType>(key: K, schema: S): z.output<S> | null;
  setJson(key: K, value: unknown): void;
}

/**
 * Storage restricted to known keys. Access is lazy and never throws: storage can be disabled
 * (private browsing, blocked cookies) and the app must still work without it.
 */
export function createTypedStorage<K extends string>(
  getStorage: () => KeyValueStorage,
): TypedStorage<K> {
  const attempt = <T>(action: (storage: KeyValueStorage) => T, fallback: T): T => {
    try {
      return action(getStorage());
    } catch {
      return fallback;
    }
  };
  const get = (key: K) => attempt((storage) => storage.getItem(key), null);
  return {
    get,
    set: (key, value) => attempt((storage) => storage.setItem(key, value), undefined),
    remove: (key) => attempt((storage) => storage.removeItem(key), undefined),
    getJson: (key, schema) => {
      const raw = get(key);
      if (raw === null) return null;
      try {
        const parsed = safeParse(schema, JSON.parse(raw));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
    setJson: (key, value) =>
      attempt((storage) => storage.setItem(key, JSON.stringify(value)), undefined),
  };
}

export const localStore = createTypedStorage<LocalStorageKey>(() => window.localStorage);
export const sessionStore = createTypedStorage<SessionStorageKey>(() => window.sessionStorage);
