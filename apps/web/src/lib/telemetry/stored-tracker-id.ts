import { zSessionKey } from '@openheloc/domain';
import { LOCAL_STORAGE_KEYS, localStore } from '../storage';

/** The tracker id of the telemetry session this browser keeps, if it has one yet. */
export function storedTrackerId(): string | null {
  return localStore.getJson(LOCAL_STORAGE_KEYS.telemetrySession, zSessionKey)?.trackerUuid ?? null;
}
