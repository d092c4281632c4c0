import { describe, expect, it } from 'vitest';
import { parseNewOpsUser } from './new-ops-user-input';

const KNOWN = ['OPENHELOC', 'SUMMIT'];
const VALID = {
  email: 'pat@lender.example',
  name: 'Pat Lee',
  roles: 'UNDERWRITER, NOTARY',
  password: 'Quiet-Harbor-73!',
};

describe('parseNewOpsUser', () => {
  it('accepts a user of every lender by default', () => {
    expect(parseNewOpsUser(VALID, KNOWN)).toEqual({
      ok: true,
      user: {
        email: 'pat@lender.example',
        name: 'Pat Lee',
        roles: ['UNDERWRITER', 'NOTARY'],
        orgCodes: ['*'],
      },
      password: 'Quiet-Harbor-73!',
    });
  });

  it.each([
    ['an unknown role', { roles: 'UNDERWRITER,BOSS' }, 'roles'],
    ['no role', { roles: '' }, 'roles'],
    ['an unknown lender', { orgs: 'OPENHELOC,NOPE' }, 'orgCodes'],
    ['a weak password', { password: 'password' }, 'password'],
    ['a malformed e-mail', { email: 'pat' }, 'email'],
    ['no name', { name: ' ' }, 'name'],
  ])('refuses %s', (_name, change, field) => {
    const result = parseNewOpsUser({ ...VALID, ...change }, KNOWN);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.some((p) => p.startsWith(`${field}:`))).toBe(true);
  });
});
