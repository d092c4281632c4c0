import { describe, expect, it } from 'vitest';
import { redactDeep } from './logger';

describe('redactDeep', () => {
  it.each([
    [{ password: 'p' }, { password: '[redacted]' }],
    [{ a: { b: { SSN: '123' } } }, { a: { b: { SSN: '[redacted]' } } }],
    [
      { list: [{ accountNumber: '9' }, { ok: 1 }] },
      { list: [{ accountNumber: '[redacted]' }, { ok: 1 }] },
    ],
    [
      { headers: { Authorization: 'Bearer x', host: 'h' } },
      { headers: { Authorization: '[redacted]', host: 'h' } },
    ],
    [
      { name: 'Pat', amount: 5 },
      { name: 'Pat', amount: 5 },
    ],
  ])('redacts %o', (input, expected) => {
    expect(redactDeep(input)).toEqual(expected);
  });

  it('stops at a depth limit instead of walking forever', () => {
    let deep: Record<string, unknown> = { password: 'x' };
    for (let i = 0; i < 20; i += 1) deep = { inner: deep };
    expect(JSON.stringify(redactDeep(deep))).not.toContain('"x"');
  });
});
