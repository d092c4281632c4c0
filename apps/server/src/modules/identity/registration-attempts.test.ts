import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { registrationAttempts } from '../../db/schema';
import { reserveRegistrationAttempt } from './registration-attempts';

const LIMIT = { max: 5, windowMs: 15 * 60 * 1000 };
const NOW = new Date('2026-11-22T12:00:00Z');

describe('registration attempts per address, held in the database', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  const reserve = (ip: string, at = NOW) => reserveRegistrationAttempt(database.db, ip, LIMIT, at);
  const rowsOf = async (ip: string) =>
    (
      await database.db
        .select()
        .from(registrationAttempts)
        .where(eq(registrationAttempts.ipAddress, ip))
    ).length;

  it('lets the limit through, refuses the next without keeping it, and counts each address alone', async () => {
    const results = [];
    for (let i = 0; i < LIMIT.max + 2; i++) results.push(await reserve('198.51.100.1'));
    expect(results).toEqual([true, true, true, true, true, false, false]);
    expect(await rowsOf('198.51.100.1')).toBe(LIMIT.max);
    expect(await reserve('198.51.100.2')).toBe(true);
  });

  it('lets no more than the limit through when attempts arrive all at once', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => reserve('198.51.100.3')));
    // A burst may be refused whole (each attempt counts the others); it never gets past the limit.
    const allowed = results.filter(Boolean).length;
    expect(allowed).toBeLessThanOrEqual(LIMIT.max);
    expect(await rowsOf('198.51.100.3')).toBe(allowed);
  });

  it('opens again once the window has passed, and forgets the expired attempts', async () => {
    for (let i = 0; i < LIMIT.max; i++) await reserve('198.51.100.4');
    expect(await reserve('198.51.100.4')).toBe(false);
    const later = new Date(NOW.getTime() + LIMIT.windowMs + 1);
    expect(await reserve('198.51.100.4', later)).toBe(true);
    expect(await rowsOf('198.51.100.4')).toBe(1);
  });
});
