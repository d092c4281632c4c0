import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import type { Job, JobLogger } from './job-types';

export type Deferred<T> = { promise: Promise<T>; resolve: (value: T) => void };

export function deferred<T = void>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Polls until `check` holds; the test's own timeout bounds the wait. */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  everyMs = 10,
): Promise<void> {
  while (!(await check())) await new Promise((done) => setTimeout(done, everyMs));
}

export async function jobById(db: Db, id: number): Promise<Job | null> {
  const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
  return job ?? null;
}

/** Moves a waiting job's run_at to now, as if its backoff or delay had passed. */
export async function makeDue(db: Db, id: number): Promise<void> {
  await db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(eq(jobs.id, id));
}

export type LoggedLine = { level: keyof JobLogger; message: string; details: object };

export function recordingLogger(): JobLogger & { lines: LoggedLine[] } {
  const lines: LoggedLine[] = [];
  const at = (level: keyof JobLogger) => (details: object, message: string) => {
    lines.push({ level, message, details });
  };
  return { lines, info: at('info'), warn: at('warn'), error: at('error') };
}
