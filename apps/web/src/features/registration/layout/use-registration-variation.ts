import { EXPERIMENTS, REDESIGN_EXPERIMENT, type Variation } from '@openheloc/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { certainVariation, decideVariation } from '@/lib/experiments/decide-variation';
import { experimentTrackerId } from '@/lib/experiments/experiment-profile';
import { experimentStore } from '@/lib/experiments/experiment-store';
import { telemetry } from '@/lib/telemetry/telemetry';
import { redesignFlagQueryOptions } from './redesign-flag';

type RegistrationVariation = Variation<typeof REDESIGN_EXPERIMENT>;

/**
 * Which registration this visitor sees: none while it is being decided, 'register' when the
 * redesign flag is off or the experiment gives them the control, 'register-v2' otherwise. While
 * the flag is on the variation is recorded, to be saved to the application. The flag's share
 * decides without a call when it is 0 or 100; otherwise v2/decision assigns the tracker (a
 * failed call shows the redesign and records nothing).
 */
export function useRegistrationVariation(orgCode: string): RegistrationVariation | undefined {
  const { data: flag } = useQuery(redesignFlagQueryOptions(orgCode));
  const certain = flag ? certainVariation(REDESIGN_EXPERIMENT, flag) : undefined;
  const decision = useQuery({
    queryKey: ['experiment-decision', REDESIGN_EXPERIMENT, orgCode],
    queryFn: async ({ signal }) => {
      const trackerId = await experimentTrackerId(
        async () => (await telemetry.getSession()).trackerUuid,
      );
      return decideVariation(REDESIGN_EXPERIMENT, { trackerId, orgCode }, undefined, signal);
    },
    enabled: flag !== undefined && certain === undefined,
    staleTime: Infinity,
  });
  const assigned = certain !== undefined ? certain : decision.data;

  useEffect(() => {
    if (assigned) experimentStore.record(REDESIGN_EXPERIMENT, assigned);
  }, [assigned]);

  if (!flag) return undefined;
  if (certain === null) return EXPERIMENTS[REDESIGN_EXPERIMENT].control;
  if (assigned) return assigned;
  return decision.isPending ? undefined : EXPERIMENTS[REDESIGN_EXPERIMENT].treatment;
}
