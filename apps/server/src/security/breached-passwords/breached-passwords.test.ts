import { describe, expect, it } from 'vitest';
import { isBreachedPassword } from './breached-passwords';

describe('the breached-password list', () => {
  it.each(['123456', 'password', 'Sunshine1!', 'Summer2024!', 'Liverpool123!', 'Qwerty@123'])(
    'holds %s',
    (password) => expect(isBreachedPassword(password)).toBe(true),
  );

  it.each(['Ops-Sandbox-2026!', 'Blue-Canyon-42!x', 'Str0ng!Secret#42', 'sunshine1!x', ''])(
    'does not hold %s',
    (password) => expect(isBreachedPassword(password)).toBe(false),
  );
});
