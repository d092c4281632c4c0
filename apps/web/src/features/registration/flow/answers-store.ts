import { createTypedStorage, type TypedStorage } from '@/lib/storage';
import { PERSISTED_STEP_KINDS, type PersistedStepKind } from './step-kinds';

/** One session-storage entry per step, plus the marketing query the registration came with. */
const ANSWER_KEYS = {
  property: 'REGISTRATION_PROPERTY',
  home: 'REGISTRATION_HOME_ADDRESS',
  forSale: 'REGISTRATION_FOR_SALE',
  income: 'REGISTRATION_INCOME',
  name: 'REGISTRATION_NAME',
  birthdate: 'REGISTRATION_BIRTHDATE',
  contact: 'REGISTRATION_CONTACT',
} as const satisfies Record<PersistedStepKind, string>;
const SOURCE_KEY = 'REGISTRATION_SOURCE';

export type RegistrationStorageKey = (typeof ANSWER_KEYS)[PersistedStepKind] | typeof SOURCE_KEY;

/** What each step holds: the form's values as typed, which the step's schema reads. */
export type StoredAnswers = Partial<Record<PersistedStepKind, unknown>>;

/** The query parameters the registration call passes on (crypto HELOC, referring originator). */
export type RegistrationSource = Record<string, string>;
export const SOURCE_PARAMS = ['utm_source', 'referrer'] as const;

/**
 * Answers in session storage: they survive a reload and the back button, and go when the tab
 * closes or the registration succeeds. Every read copes with storage that is unavailable.
 */
export function createAnswersStore(storage: TypedStorage<RegistrationStorageKey>) {
  const readJson = (key: RegistrationStorageKey): unknown => {
    const raw = storage.get(key);
    if (raw === null) return undefined;
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return undefined;
    }
  };
  return {
    readAll(): StoredAnswers {
      const answers: StoredAnswers = {};
      for (const kind of PERSISTED_STEP_KINDS) {
        const value = readJson(ANSWER_KEYS[kind]);
        if (value !== undefined) answers[kind] = value;
      }
      return answers;
    },
    save(kind: PersistedStepKind, values: unknown): void {
      storage.setJson(ANSWER_KEYS[kind], values);
    },
    /** Keeps the marketing parameters of the first page that had them. */
    rememberSource(search: string): void {
      const params = new URLSearchParams(search);
      const source: RegistrationSource = {};
      for (const name of SOURCE_PARAMS) {
        const value = params.get(name);
        if (value) source[name] = value;
      }
      if (Object.keys(source).length > 0) storage.setJson(SOURCE_KEY, source);
    },
    source(): RegistrationSource {
      const value = readJson(SOURCE_KEY);
      if (typeof value !== 'object' || value === null) return {};
      return Object.fromEntries(
        SOURCE_PARAMS.flatMap((name) => {
          const part: unknown = (value as Record<string, unknown>)[name];
          return typeof part === 'string' ? [[name, part]] : [];
        }),
      );
    },
    clear(): void {
      for (const kind of PERSISTED_STEP_KINDS) storage.remove(ANSWER_KEYS[kind]);
      storage.remove(SOURCE_KEY);
    },
  };
}

export const answersStore = createAnswersStore(
  createTypedStorage<RegistrationStorageKey>(() => window.sessionStorage),
);
