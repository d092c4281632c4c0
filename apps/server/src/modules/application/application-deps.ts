import type { AppDeps } from '../../app-types';
import { AppError } from '../../http/app-error';
import type { JobQueue } from '../../jobs';
import type { Providers } from '../../providers';
import type { WorkflowDeps } from '../workflow/workflow-deps';

/**
 * The job queue and the providers, until AppDeps carries them: the server wires them in main
 * (see the module's README note in the report); without them the application API answers 503.
 */
export type ApplicationAppDeps = AppDeps & { jobQueue?: JobQueue; providers?: Providers };

export function workflowDepsOf(deps: ApplicationAppDeps): WorkflowDeps {
  if (!deps.jobQueue || !deps.providers) {
    throw new AppError(503, 'Applications are not available right now. Please try again later.');
  }
  return {
    db: deps.database.db,
    queue: deps.jobQueue,
    providers: deps.providers,
    organizations: deps.organizations,
    encryptionKey: deps.secrets.encryptionKey,
    now: deps.now,
  };
}
