import type { OrganizationResolver } from '../../app-types';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs';
import type { Providers } from '../../providers';

/** What the workflow's services and job handlers need. */
export type WorkflowDeps = {
  db: Db;
  queue: JobQueue;
  providers: Providers;
  organizations: OrganizationResolver;
  /** Field-encryption key (SSNs, account numbers). */
  encryptionKey: Uint8Array;
  now: () => Date;
};
