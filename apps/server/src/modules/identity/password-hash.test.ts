import { hash, parseOptions } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  needsRehash,
  PASSWORD_HASH_PARAMETERS,
  verifyAgainstDummy,
  verifyPassword,
} from './password-hash';

const PASSWORD = 'Correct-Horse-7!';

describe('password hashing', () => {
  it('hashes with argon2id at the OWASP parameters (19 MiB, 2 passes, 1 lane)', async () => {
    const stored = await hashPassword(PASSWORD);
    expect(stored.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
    expect(parseOptions(stored)).toMatchObject({
      algorithm: 2,
      memoryCost: 19_456,
      timeCost: 2,
      parallelism: 1,
      saltLen: 16,
    });
  });

  it('salts every hash', async () => {
    expect(await hashPassword(PASSWORD)).not.toBe(await hashPassword(PASSWORD));
  });

  it('verifies the right password only', async () => {
    const stored = await hashPassword(PASSWORD);
    expect(await verifyPassword(stored, PASSWORD)).toBe(true);
    expect(await verifyPassword(stored, 'correct-horse-7!')).toBe(false);
    expect(await verifyPassword(stored, '')).toBe(false);
  });

  it('treats a stored value that is not an argon2 hash as a wrong password', async () => {
    expect(await verifyPassword('not-a-hash', PASSWORD)).toBe(false);
  });

  it('never accepts a password against the dummy hash', async () => {
    expect(await verifyAgainstDummy(PASSWORD)).toBe(false);
  });

  it.each([
    ['weaker memory', { ...PASSWORD_HASH_PARAMETERS, memoryCost: 4_096 }, true],
    ['fewer passes', { ...PASSWORD_HASH_PARAMETERS, timeCost: 1 }, true],
    [
      'argon2i',
      { ...PASSWORD_HASH_PARAMETERS, algorithm: 1 as typeof PASSWORD_HASH_PARAMETERS.algorithm },
      true,
    ],
    ['the current parameters', PASSWORD_HASH_PARAMETERS, false],
  ])('asks for a rehash of a hash made with %s: %s', async (_name, options, expected) => {
    expect(needsRehash(await hash(PASSWORD, options))).toBe(expected);
  });
});
