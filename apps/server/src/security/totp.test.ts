import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hotp,
  matchTotpStep,
  otpauthUri,
  totpCode,
  totpStep,
} from './totp';

// RFC 6238 Appendix B, SHA-1 rows: the 8-digit codes' last 6 digits are the 6-digit codes.
const RFC_SECRET = base32Encode(new TextEncoder().encode('12345678901234567890'));
const VECTORS: [seconds: number, eightDigits: string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238, SHA-1)', () => {
  it.each(VECTORS)('at %i s the code is the last 6 digits of %s', (seconds, eight) => {
    expect(totpCode(RFC_SECRET, new Date(seconds * 1000))).toBe(eight.slice(2));
    const key = new TextEncoder().encode('12345678901234567890');
    expect(hotp(key, totpStep(new Date(seconds * 1000)), 8)).toBe(eight);
  });

  it('accepts the step before and after, and no further', () => {
    const at = new Date(1234567890 * 1000);
    const step = totpStep(at);
    for (const offset of [-1, 0, 1]) {
      const code = totpCode(RFC_SECRET, new Date((step + offset) * 30_000));
      expect(matchTotpStep(RFC_SECRET, code, at)).toBe(step + offset);
    }
    for (const offset of [-2, 2]) {
      const code = totpCode(RFC_SECRET, new Date((step + offset) * 30_000));
      expect(matchTotpStep(RFC_SECRET, code, at)).toBeNull();
    }
  });

  it.each(['', '12345', '1234567', 'abcdef', ' 123456'])(
    'refuses the malformed code %j',
    (code) => {
      expect(matchTotpStep(RFC_SECRET, code, new Date())).toBeNull();
    },
  );

  it('round-trips base32 whatever the case and spacing', () => {
    const bytes = new Uint8Array([0, 1, 2, 250, 251, 252, 253, 254, 255, 7]);
    const text = base32Encode(bytes);
    expect(base32Decode(text.toLowerCase().replace(/(.{4})/g, '$1 '))).toEqual(bytes);
  });

  it('writes the otpauth URI authenticator apps read', () => {
    expect(
      otpauthUri({ secret: 'JBSWY3DPEHPK3PXP', issuer: 'Open HELOC', account: 'a@b.test' }),
    ).toBe(
      'otpauth://totp/Open%20HELOC:a%40b.test?secret=JBSWY3DPEHPK3PXP&issuer=Open+HELOC&algorithm=SHA1&digits=6&period=30',
    );
  });
});
