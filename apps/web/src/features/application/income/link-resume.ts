import { zIncomeLinkSource } from '@openheloc/domain';
import { z } from 'zod';
import {
  LOCAL_STORAGE_KEYS,
  localStore,
  type LocalStorageKey,
  type TypedStorage,
} from '@/lib/storage';

/** What an aggregator's OAuth return needs to resume: the application and its open link. */
export const zLinkResume = z.object({
  applicationUuid: z.uuid(),
  source: zIncomeLinkSource,
  sessionUuid: z.uuid(),
});
export type LinkResume = z.infer<typeof zLinkResume>;

export function saveLinkResume(
  resume: LinkResume,
  store: TypedStorage<LocalStorageKey> = localStore,
): void {
  store.setJson(LOCAL_STORAGE_KEYS.linkResume, resume);
}

export function readLinkResume(
  store: TypedStorage<LocalStorageKey> = localStore,
): LinkResume | null {
  return store.getJson(LOCAL_STORAGE_KEYS.linkResume, zLinkResume);
}

/** Where the resumed link is shown, under the app's base path. */
export function linkResumePath(resume: LinkResume): string {
  return `/${resume.applicationUuid}/income/link/${resume.source}?session=${resume.sessionUuid}`;
}
