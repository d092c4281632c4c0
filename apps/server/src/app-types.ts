import type { Organization } from '@openheloc/domain';
import type { Config } from './config/config';
import type { MovableClock } from './config/movable-clock';
import type { Secrets } from './config/secrets';
import type { DatabaseHandle } from './db/client';
import type { JobQueue } from './jobs';
import type { ChatBus } from './modules/chat/bus/chat-bus';
import type { BlobStore } from './modules/documents/blob-store';
import type { VirusScanner } from './modules/documents/content-check/clamd-scanner';
import type { NotaryBus } from './modules/notary/notary-bus';
import type { Providers } from './providers';

/** Resolves the organisation of a request: `x-org` header, else host name, else the default. */
export interface OrganizationResolver {
  /** Throws AppError 400 for an unknown `x-org` code. */
  resolve(input: { orgHeader: string | undefined; host: string | undefined }): Organization;
  byCode(orgCode: string): Organization | undefined;
  all(): readonly Organization[];
  readonly defaultOrganization: Organization;
}

export type AppDeps = {
  config: Config;
  secrets: Secrets;
  database: DatabaseHandle;
  organizations: OrganizationResolver;
  /** Durable jobs: provider calls and timed steps (the worker runs beside the app). */
  jobQueue: JobQueue;
  /** Third parties: the sandboxes by default, a real vendor behind the same interface. */
  providers: Providers;
  /** Uploaded files (a directory, memory, or an S3-compatible store). */
  blobs: BlobStore;
  /** ClamAV over clamd's socket when CLAMD_ADDRESS is set; uploads are not scanned otherwise. */
  virusScanner: VirusScanner | null;
  /** The clock, injectable so that time-based rules can be tested. */
  now: () => Date;
  /** Moves `now` forward outside production (the sandbox clock routes); null in production. */
  clock: MovableClock | null;
  /** Chat events to every instance (LISTEN/NOTIFY on PostgreSQL, in process on PGlite). */
  chatBus: ChatBus;
  /** Notary room changes to every instance, the same way. */
  notaryBus: NotaryBus;
  /** Stops hearing of other instances' session revocations (session-revocations.ts). */
  stopWatchingSessions: () => Promise<void>;
};

declare module 'fastify' {
  interface FastifyRequest {
    org: Organization;
  }
  interface FastifyInstance {
    deps: AppDeps;
  }
}
