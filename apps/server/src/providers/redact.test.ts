import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { REDACTED, redactForLog, redactText } from './redact';

describe('redactForLog', () => {
  const bytes = new Uint8Array([1, 2, 3, 4, 5]);
  const bytesHash = createHash('sha256').update(bytes).digest('hex');

  it.each([
    ['an SSN to its last 4', { ssn: '123456789' }, { ssn: '****6789' }],
    [
      'a nested account number',
      { account: { accountNumber: '000123456789' } },
      { account: { accountNumber: '****6789' } },
    ],
    [
      'key names case-insensitively',
      { SSN: '987654321', AccountNumber: 12345678 },
      { SSN: '****4321', AccountNumber: '****5678' },
    ],
    [
      'secrets entirely',
      { freezePin: '4321', password: 'hunter2hunter2', pin: 1234 },
      { freezePin: REDACTED, password: REDACTED, pin: REDACTED },
    ],
    [
      'file contents to size and hash',
      { front: { fileName: 'id.jpg', content: bytes } },
      { front: { fileName: 'id.jpg', content: { byteLength: 5, sha256: bytesHash } } },
    ],
    ['Buffers like any bytes', [Buffer.from(bytes)], [{ byteLength: 5, sha256: bytesHash }]],
    [
      'dates to ISO strings',
      { at: new Date('2026-01-02T03:04:05Z') },
      { at: '2026-01-02T03:04:05.000Z' },
    ],
    ['undefined members away', { a: undefined, b: null, c: 1 }, { b: null, c: 1 }],
    [
      'nothing else',
      { routingNumber: '011000015', ssnLast4: '6789', name: 'Jane' },
      { routingNumber: '011000015', ssnLast4: '6789', name: 'Jane' },
    ],
  ])('masks %s', (_what, input, expected) => {
    expect(redactForLog(input)).toEqual(expected);
  });

  it('never keeps the raw sensitive values anywhere in the output', () => {
    const output = JSON.stringify(
      redactForLog({
        ssn: '123456789',
        accounts: [{ accountNumber: '5550001234' }],
        images: [{ content: new TextEncoder().encode('secret-image-bytes') }],
      }),
    );
    expect(output).not.toContain('123456789');
    expect(output).not.toContain('5550001234');
    expect(output).not.toContain('secret-image-bytes');
  });
});

describe('redactText', () => {
  it.each([
    ['ssn 123456789 rejected', 'ssn ****6789 rejected'],
    ['account 55512345678 closed', 'account ****5678 closed'],
    ['zip 62704 and amount 50000', 'zip 62704 and amount 50000'],
  ])('%s', (input, expected) => {
    expect(redactText(input)).toBe(expected);
  });
});
