import { replaySessionPath, zSessionKey } from '@openheloc/domain';
import type { ApiClient } from '../api-client';
import { isFetchError } from '../fetch-error';
import { LOCAL_STORAGE_KEYS, type LocalStorageKey, type TypedStorage } from '../storage';

export const replayLinkPath = (applicationUuid: string) =>
  `/service-application/api/v1/application/heloc/${applicationUuid}/full-story-link`;

export interface ReplayLinkDeps {
  api: ApiClient;
  storage: TypedStorage<LocalStorageKey>;
  /** The page's origin ('https://heloc.example.com'): our replay screen is on the same site. */
  origin: () => string;
  /** Whether a borrower credential is stored: without one the answer could only be 401. */
  signedIn: () => boolean;
}

/**
 * Links the stored telemetry session to an application, once per session and application
 * (docs/decisions/0024). Nothing here may break a page: a 401 is ignored (the spec's rule) and
 * retried on a later page, once signed in; a refusal (another 4xx) is not asked again.
 */
export function createReplayLinker(deps: ReplayLinkDeps) {
  const settled = new Set<string>();

  return async function linkReplay(applicationUuid: string): Promise<void> {
    const session = deps.storage.getJson(LOCAL_STORAGE_KEYS.telemetrySession, zSessionKey);
    if (!session || !deps.signedIn()) return;
    const key = `${session.uuid}/${applicationUuid}`;
    if (settled.has(key)) return;
    settled.add(key);
    try {
      await deps.api.request(replayLinkPath(applicationUuid), {
        method: 'PUT',
        body: { link: `${deps.origin()}${replaySessionPath(session.uuid)}` },
        ignoreUnauthorized: true,
      });
    } catch (error) {
      const refused = isFetchError(error) && error.status >= 400 && error.status < 500;
      if (!refused || error.status === 401) settled.delete(key);
    }
  };
}
