import { findUuidSegment } from '@openheloc/domain';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { api } from '../api-client';
import { tokenStore } from '../auth/token';
import { toDocumentPath } from '../base-path';
import { localStore } from '../storage';
import { whenIdle } from '../when-idle';
import { createReplayLinker } from './replay-link';
import { telemetry } from './telemetry';

const linkReplay = createReplayLinker({
  api,
  storage: localStore,
  origin: () => window.location.origin,
  signedIn: () => tokenStore.authorization() !== null,
});

/**
 * Sends a page view for every navigation, including the first page; on an application's page,
 * then links the session's replay to it (the page view makes the session the borrower's).
 */
export function usePageViewTracking(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const applicationUuid = findUuidSegment(pathname) ?? undefined;
    // Each navigation's view is sent, even when the next one comes before the browser is idle.
    whenIdle(() => {
      void telemetry
        .trackPageView({ pagePath: toDocumentPath(pathname), search, applicationUuid })
        .then(() => (applicationUuid ? linkReplay(applicationUuid) : undefined));
    });
  }, [pathname, search]);
}
