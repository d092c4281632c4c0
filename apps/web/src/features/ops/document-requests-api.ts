import {
  zOpsCondition,
  zSignerSummary,
  zOpsConditionList,
  type OpsCondition,
  type RaiseConditionRequest,
} from '@openheloc/domain';
import { z } from 'zod';
import { opsApi } from '@/lib/ops-auth/ops-api';

export const OPS_CONDITIONS_QUERY_KEY = ['ops', 'conditions'] as const;

/** Requests waiting for the borrower or for a review, oldest first. */
export function fetchLiveConditions(signal?: AbortSignal): Promise<OpsCondition[]> {
  return opsApi.request('/ops/api/v1/conditions', {
    query: { status: ['OPEN', 'SUBMITTED'] },
    schema: zOpsConditionList,
    ...(signal ? { signal } : {}),
  });
}

export function raiseCondition(
  applicationUuid: string,
  body: RaiseConditionRequest,
): Promise<OpsCondition> {
  return opsApi.request(
    `/ops/api/v1/applications/${encodeURIComponent(applicationUuid)}/conditions`,
    {
      method: 'POST',
      body,
      schema: zOpsCondition,
    },
  );
}

export function reviewCondition(conditionUuid: string, action: 'clear' | 'cancel') {
  return opsApi.request(`/ops/api/v1/conditions/${conditionUuid}/${action}`, {
    method: 'POST',
    schema: zOpsCondition,
  });
}

/** The additional signers of an application, to address a request to one of them. */
export function fetchApplicationSigners(applicationUuid: string, signal?: AbortSignal) {
  return opsApi.request(`/ops/api/v1/applications/${applicationUuid}/signers`, {
    schema: z.array(zSignerSummary),
    ...(signal ? { signal } : {}),
  });
}
