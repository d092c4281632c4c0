import { and, count, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { registrationAttempts } from '../../db/schema';

/**
 * Records a registration attempt from the address, then counts the window. Counting after
 * writing bounds parallel attempts: the k-th to count sees at least k rows, so no more than `max`
 * get through, on any number of instances. A refused attempt is not kept, so waiting out the
 * window is enough; the address's expired rows go at the same time.
 */
export async function reserveRegistrationAttempt(
  db: Db,
  ipAddress: string,
  limit: { max: number; windowMs: number },
  now: Date,
): Promise<boolean> {
  const since = new Date(now.getTime() - limit.windowMs);
  await db
    .delete(registrationAttempts)
    .where(
      and(
        eq(registrationAttempts.ipAddress, ipAddress),
        lte(registrationAttempts.attemptedAt, since),
      ),
    );
  const [row] = await db
    .insert(registrationAttempts)
    .values({ ipAddress, attemptedAt: now })
    .returning({ id: registrationAttempts.id });
  if (!row) throw new Error('registration attempt not recorded');
  const [counted] = await db
    .select({ attempts: count() })
    .from(registrationAttempts)
    .where(
      and(
        eq(registrationAttempts.ipAddress, ipAddress),
        gt(registrationAttempts.attemptedAt, since),
      ),
    );
  if ((counted?.attempts ?? 0) <= limit.max) return true;
  await db.delete(registrationAttempts).where(eq(registrationAttempts.id, row.id));
  return false;
}
