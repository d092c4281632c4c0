import type { OrganizationResolver } from '../../app-types';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs';
import type { Providers } from '../../providers';
import type { BlobStore } from '../documents/blob-store';

/** What the workflow's services and job handlers need. */
export type WorkflowDeps = {
  db: Db;
  queue: JobQueue;
  providers: Providers;
  /** Where uploaded files are kept (the verification jobs read them). */
  blobs: BlobStore;
  organizations: OrganizationResolver;
  /** Field-encryption key (SSNs, account numbers). */
  encryptionKey: Uint8Array;
  now: () => Date;
  /** Paid third-party calls a lender without a budget of its own may make per day. */
  paidCallsPerDay: number;
};
