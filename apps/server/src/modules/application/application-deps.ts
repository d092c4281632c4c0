import type { AppDeps } from '../../app-types';
import type { WorkflowDeps } from '../workflow/workflow-deps';

export function workflowDepsOf(deps: AppDeps): WorkflowDeps {
  return {
    db: deps.database.db,
    queue: deps.jobQueue,
    providers: deps.providers,
    blobs: deps.blobs,
    organizations: deps.organizations,
    encryptionKey: deps.secrets.encryptionKey,
    now: deps.now,
    paidCallsPerDay: deps.config.paidCallsPerDay,
  };
}
