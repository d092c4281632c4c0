import { useQuery } from '@tanstack/react-query';
import { adoptExperimentProfile } from '@/lib/experiments/experiment-profile';
import { storedTrackerId } from '@/lib/telemetry/stored-tracker-id';

/** Once per page load of a signed-in borrower: this browser adopts their experimentation profile. */
export function useExperimentProfile(): void {
  useQuery({
    queryKey: ['optimizely-profile'],
    queryFn: () => adoptExperimentProfile(storedTrackerId()),
    staleTime: Infinity,
  });
}
