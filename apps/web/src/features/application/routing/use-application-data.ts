import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { applicationKeys, fetchApplication, fetchStatus } from './application-api';
import type { StatusPollInterval } from './use-status-polling';

/**
 * The status and the application. The status is read again whenever the window regains focus
 * (another tab may have moved the application on); the application is read again whenever the
 * status changes, and `consistent` says whether it matches the status shown. While the server
 * works the status is polled at `pollInterval` (useStatusPolling paces it), in a background tab
 * too, so that the processing modal's wait ends on time.
 */
export function useApplicationData(
  uuid: string,
  enabled: boolean,
  pollInterval: StatusPollInterval = false,
) {
  const status = useQuery({
    queryKey: applicationKeys.status(uuid),
    queryFn: ({ signal }) => fetchStatus(uuid, signal),
    enabled,
    staleTime: 0,
    refetchOnWindowFocus: 'always',
    refetchInterval: pollInterval,
    refetchIntervalInBackground: true,
  });
  const version = status.data?.updatedAt ?? '';
  const application = useQuery({
    queryKey: applicationKeys.detail(uuid, version),
    queryFn: ({ signal }) => fetchApplication(uuid, signal),
    enabled: enabled && status.data !== undefined,
    // The previous version of this application stands in while the new one loads; never
    // another application's.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === uuid ? keepPreviousData(previous) : undefined,
  });
  return {
    status,
    application,
    consistent: application.data !== undefined && !application.isPlaceholderData,
  };
}
