/** The sandbox operations users seeded outside production (README, "Operations users"). */
export const OPS_USERS = {
  agent: 'agent@openheloc.test',
  notary: 'notary@openheloc.test',
  underwriter: 'underwriter@openheloc.test',
  admin: 'admin@openheloc.test',
} as const;
export const OPS_PASSWORD = 'Ops-Sandbox-2026!';
/** Every sandbox operations user's authenticator secret (README, "Operations users"). */
export const OPS_TOTP_SECRET = 'OPENHELOCSANDBOXOPSSECRETTOTPKEY';
