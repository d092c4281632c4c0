import { zExperimentsResponse, zOptimizelyProfile } from '@openheloc/domain';
import { api, type ApiClient } from '../api-client';
import type { ExperimentStore } from './experiment-store';

const V3 = '/service-application/api/v3/application/heloc';

/**
 * Once registration made the application: the variations the visitor was shown go to it (PATCH
 * {uuid}/experiments), and their tracker becomes the identity's experimentation profile (PATCH
 * optermizerly-profile), so a later visit on another device is assigned the same variations.
 */
export async function saveExperiments(
  {
    applicationUuid,
    identityUuid,
    trackerId,
  }: {
    applicationUuid: string;
    identityUuid: string;
    trackerId: string | null;
  },
  store: ExperimentStore,
  client: ApiClient = api,
): Promise<void> {
  const experiments = store.read();
  if (experiments.length > 0) {
    await client.request(`${V3}/${applicationUuid}/experiments`, {
      method: 'PATCH',
      body: { experiments, appUuid: applicationUuid },
      schema: zExperimentsResponse,
    });
    store.clear();
  }
  if (trackerId) {
    await client.request(`${V3}/optermizerly-profile`, {
      method: 'PATCH',
      query: { identityUuid },
      body: { optimizelyProfileUuid: trackerId },
      schema: zOptimizelyProfile,
    });
  }
}
