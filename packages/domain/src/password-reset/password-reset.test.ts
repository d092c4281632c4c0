import { describe, expect, it } from 'vitest';
import {
  PASSWORD_RESET_TTL_MS,
  resetTokenState,
  zResetPasswordRequest,
  zResetToken,
} from './password-reset';

const issuedAt = new Date('2026-11-24T10:00:00Z');
const expiresAt = new Date(issuedAt.getTime() + PASSWORD_RESET_TTL_MS);
const at = (minutes: number) => new Date(issuedAt.getTime() + minutes * 60_000);

describe('resetTokenState', () => {
  it.each([
    ['just issued', { expiresAt, usedAt: null }, at(0), 'valid'],
    ['29 minutes later', { expiresAt, usedAt: null }, at(29), 'valid'],
    ['29:59 later', { expiresAt, usedAt: null }, new Date(expiresAt.getTime() - 1000), 'valid'],
    ['exactly 30 minutes later', { expiresAt, usedAt: null }, at(30), 'expired'],
    ['a day later', { expiresAt, usedAt: null }, at(24 * 60), 'expired'],
    ['used, within 30 minutes', { expiresAt, usedAt: at(5) }, at(6), 'used'],
    ['used and expired', { expiresAt, usedAt: at(5) }, at(40), 'used'],
    ['never issued (forged)', null, at(1), 'invalid'],
  ] as const)('%s -> %s', (_case, token, now, state) => {
    expect(resetTokenState(token, now)).toBe(state);
  });
});

describe('zResetToken', () => {
  it.each([
    ['43 base64url characters', 'a'.repeat(42) + '_', true],
    ['too short', 'a'.repeat(42), false],
    ['too long', 'a'.repeat(44), false],
    ['other characters', 'a'.repeat(42) + '=', false],
  ])('%s', (_case, token, valid) => {
    expect(zResetToken.safeParse(token).success).toBe(valid);
  });
});

describe('zResetPasswordRequest', () => {
  const token = 'b'.repeat(43);
  it.each([
    ['strong and matching', 'Quiet-Harbor-73!', 'Quiet-Harbor-73!', []],
    ['not matching', 'Quiet-Harbor-73!', 'Quiet-Harbor-74!', ["Passwords don't match"]],
    ['too weak', 'short', 'short', ['Must be at least 12 characters long']],
  ])('%s', (_case, password, confirmPassword, messages) => {
    const result = zResetPasswordRequest.safeParse({ token, password, confirmPassword });
    const found = result.success ? [] : result.error.issues.map((issue) => issue.message);
    for (const message of messages) expect(found).toContain(message);
    expect(result.success).toBe(messages.length === 0);
  });
});
