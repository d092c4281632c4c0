import { z } from 'zod';
import {
  SESSION_STORAGE_KEYS,
  sessionStore,
  type TypedStorage,
  type SessionStorageKey,
} from '../storage';

const zShown = z.array(z.object({ name: z.string(), variation: z.string() }));
export type ShownVariation = z.infer<typeof zShown>[number];

/** The variations shown in this tab, one per experiment (the latest wins). */
export function createExperimentStore(storage: TypedStorage<SessionStorageKey>) {
  const key = SESSION_STORAGE_KEYS.experiments;
  const read = (): ShownVariation[] => storage.getJson(key, zShown) ?? [];
  return {
    read,
    record(name: string, variation: string): void {
      storage.setJson(key, [...read().filter((shown) => shown.name !== name), { name, variation }]);
    },
    clear(): void {
      storage.remove(key);
    },
  };
}
export type ExperimentStore = ReturnType<typeof createExperimentStore>;

export const experimentStore = createExperimentStore(sessionStore);
