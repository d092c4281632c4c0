import {
  zApplicationSearchResults,
  zOpsApplicationReplays,
  zOpsTelemetrySession,
} from '@openheloc/domain';
import { opsApi } from '@/lib/ops-auth/ops-api';

export function fetchApplicationReplays(applicationUuid: string, signal?: AbortSignal) {
  return opsApi.request(
    `/ops/api/v1/applications/${encodeURIComponent(applicationUuid)}/session-replays`,
    { schema: zOpsApplicationReplays, signal },
  );
}

export function fetchTelemetrySession(sessionUuid: string, signal?: AbortSignal) {
  return opsApi.request(`/ops/api/v1/telemetry/sessions/${encodeURIComponent(sessionUuid)}`, {
    schema: zOpsTelemetrySession,
    signal,
  });
}

/** Applications of the lenders the user serves, by the borrower's name or e-mail or the loan number. */
export function searchApplications(q: string, signal?: AbortSignal) {
  return opsApi.request('/ops/api/v1/applications', {
    query: { q },
    schema: zApplicationSearchResults,
    signal,
  });
}
