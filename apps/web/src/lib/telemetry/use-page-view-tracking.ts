import { findUuidSegment } from '@openheloc/domain';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { toDocumentPath } from '../base-path';
import { telemetry } from './telemetry';

/** Sends a page view for every navigation, including the first page. */
export function usePageViewTracking(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    void telemetry.trackPageView({
      pagePath: toDocumentPath(pathname),
      search,
      applicationUuid: findUuidSegment(pathname) ?? undefined,
    });
  }, [pathname, search]);
}
