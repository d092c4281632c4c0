import { zOptimizelyProfile } from '@openheloc/domain';
import { api, type ApiClient } from '../api-client';
import {
  LOCAL_STORAGE_KEYS,
  localStore,
  type LocalStorageKey,
  type TypedStorage,
} from '../storage';

export const OPTIMIZELY_PROFILE_PATH =
  '/service-application/api/v3/application/heloc/optermizerly-profile';

/**
 * The tracker id experiments decide on: the signed-in identity's profile once this browser has
 * adopted it, otherwise this browser's own telemetry tracker. So a borrower who registered on a
 * phone is shown the same variations on a laptop where they have signed in.
 */
export async function experimentTrackerId(
  ownTracker: () => Promise<string>,
  storage: TypedStorage<LocalStorageKey> = localStore,
): Promise<string> {
  return storage.get(LOCAL_STORAGE_KEYS.experimentProfile) ?? (await ownTracker());
}

/**
 * For a signed-in borrower: reads their profile (GET optermizerly-profile) and adopts its tracker
 * in this browser; an identity without one (registered before experiments ran, or whose save
 * failed) is given this browser's tracker (PATCH optermizerly-profile).
 */
export async function adoptExperimentProfile(
  ownTracker: string | null,
  client: ApiClient = api,
  storage: TypedStorage<LocalStorageKey> = localStore,
): Promise<string | null> {
  const profile = await client.request(OPTIMIZELY_PROFILE_PATH, { schema: zOptimizelyProfile });
  if (profile.optimizelyProfileUuid) {
    storage.set(LOCAL_STORAGE_KEYS.experimentProfile, profile.optimizelyProfileUuid);
    return profile.optimizelyProfileUuid;
  }
  if (ownTracker === null) return null;
  await client.request(OPTIMIZELY_PROFILE_PATH, {
    method: 'PATCH',
    query: { identityUuid: profile.identityUuid },
    body: { optimizelyProfileUuid: ownTracker },
    schema: zOptimizelyProfile,
  });
  return ownTracker;
}
