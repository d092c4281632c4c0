import { useQuery } from '@tanstack/react-query';
import { adoptExperimentProfile } from '@/lib/experiments/experiment-profile';
import { storedTrackerId } from '@/lib/telemetry/stored-tracker-id';

/**
 * Once per page load of a signed-in borrower: this browser adopts their experimentation profile.
 * Only under an application's own path: anything else under the layout is a not-found page.
 */
export function useExperimentProfile(enabled: boolean): void {
  useQuery({
    enabled,
    queryKey: ['optimizely-profile'],
    queryFn: () => adoptExperimentProfile(storedTrackerId()),
    staleTime: Infinity,
  });
}
