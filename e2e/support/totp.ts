import { createHmac } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Bytes(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of text.toUpperCase()) {
    value = (value << 5) | BASE32.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The 30-second step an authenticator is on now (RFC 6238). */
export function currentStep(): number {
  return Math.floor(Date.now() / 30_000);
}

/** The code an authenticator app shows for the base32 secret at a step (SHA-1, 6 digits). */
export function authenticatorCodeAt(secret: string, step: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32Bytes(secret)).update(message).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/**
 * The code `offsetSteps` steps from now: the server takes each step's code once, so a test
 * signing the same user in again takes the next step's (the server accepts one step either side).
 */
export function authenticatorCode(secret: string, offsetSteps = 0): string {
  return authenticatorCodeAt(secret, currentStep() + offsetSteps);
}
