import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { hash, parseOptions, verify, type Algorithm } from '@node-rs/argon2';
import { fifoLimit } from './fifo-limit';

/** Argon2id as the binding numbers it; its const enum cannot be read under isolatedModules. */
const ARGON2ID = 2 as Algorithm;

/** OWASP Password Storage Cheat Sheet: argon2id, 19 MiB of memory, 2 passes, 1 lane. */
export const PASSWORD_HASH_PARAMETERS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** One argon2 run per CPU; further logins and registrations wait in line (fifo-limit.ts). */
const oneRunPerCpu = fifoLimit(availableParallelism());

export function hashPassword(password: string): Promise<string> {
  return oneRunPerCpu(() => hash(password, PASSWORD_HASH_PARAMETERS));
}

/** False for a wrong password and for a stored value that is not an argon2 hash at all. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await oneRunPerCpu(() => verify(stored, password));
  } catch {
    return false;
  }
}

/** True when a stored hash was made with other parameters than today's, so login upgrades it. */
export function needsRehash(stored: string): boolean {
  try {
    const used = parseOptions(stored);
    return (
      used.algorithm !== PASSWORD_HASH_PARAMETERS.algorithm ||
      used.memoryCost !== PASSWORD_HASH_PARAMETERS.memoryCost ||
      used.timeCost !== PASSWORD_HASH_PARAMETERS.timeCost ||
      used.parallelism !== PASSWORD_HASH_PARAMETERS.parallelism
    );
  } catch {
    return true;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a hash of a random secret that no one knows. Login calls it for an unknown
 * e-mail so that the answer takes as long as for a known one and does not reveal who has an
 * account. Always false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64'));
  await verifyPassword(await dummyHash, password);
  return false;
}
