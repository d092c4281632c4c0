import { zOpsApplicationReplays, zOpsTelemetrySession } from '@openheloc/domain';
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
