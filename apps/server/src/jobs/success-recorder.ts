import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';

type Claim = { id: number; attempts: number };
type Pending = Claim & { settle: (recorded: boolean) => void; fail: (error: unknown) => void };

/**
 * Records successes of one worker's claims. Successes that arrive while a write is in flight go
 * out together in the next one, so a busy worker commits once per batch instead of once per job,
 * and an idle one writes at once.
 */
export class SuccessRecorder {
  private pending: Pending[] = [];
  private writing = false;

  constructor(
    private readonly db: Db,
    private readonly workerId: string,
  ) {}

  /** Resolves false when the claim is no longer this worker's (its lease was reclaimed). */
  record(claim: Claim): Promise<boolean> {
    return new Promise((settle, fail) => {
      this.pending.push({ ...claim, settle, fail });
      if (!this.writing) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.writing = true;
    while (this.pending.length > 0) {
      const batch = this.pending;
      this.pending = [];
      try {
        const updated = await this.db
          .update(jobs)
          .set({
            status: 'succeeded',
            finishedAt: sql`now()`,
            lockedBy: null,
            leaseExpiresAt: null,
            updatedAt: sql`now()`,
          })
          .where(
            and(
              eq(jobs.status, 'running'),
              eq(jobs.lockedBy, this.workerId),
              // Fenced on each claim: a job reclaimed from this worker belongs to its new run.
              or(
                ...batch.map((claim) =>
                  and(eq(jobs.id, claim.id), eq(jobs.attempts, claim.attempts)),
                ),
              ),
            ),
          )
          .returning({ id: jobs.id });
        const recorded = new Set(updated.map((row) => row.id));
        for (const claim of batch) claim.settle(recorded.has(claim.id));
      } catch (error) {
        for (const claim of batch) claim.fail(error);
      }
    }
    this.writing = false;
  }
}
