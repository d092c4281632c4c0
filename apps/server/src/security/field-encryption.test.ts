import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptField, encryptField } from './field-encryption';

function flipFirstBodyBit(sealed: string): string {
  const parts = sealed.split('.');
  const body = Buffer.from(parts[3] ?? '', 'base64');
  body[0] = (body[0] ?? 0) ^ 1;
  return [...parts.slice(0, 3), body.toString('base64')].join('.');
}

describe('field encryption', () => {
  const key = new Uint8Array(randomBytes(32));

  it('round-trips and never shows the clear text', () => {
    const sealed = encryptField(key, '123-45-6789');
    expect(sealed).not.toContain('6789');
    expect(decryptField(key, sealed)).toBe('123-45-6789');
  });

  it('uses a fresh nonce each time', () => {
    expect(encryptField(key, 'same')).not.toBe(encryptField(key, 'same'));
  });

  it.each([
    ['another key', (s: string) => s, new Uint8Array(randomBytes(32))],
    ['a tampered body', flipFirstBodyBit, key],
    ['an unknown format', () => 'plain-text', key],
  ])('refuses %s', (_name, mutate, decryptKey) => {
    const sealed = mutate(encryptField(key, '123-45-6789'));
    expect(() => decryptField(decryptKey, sealed)).toThrow();
  });
});
