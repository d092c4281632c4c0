import { z } from 'zod';
import { zEmail } from '../validation/contact';
import { VALIDATION_MESSAGES as M } from '../validation/messages';
import { zSecondFactorChallenge, zSecondFactorCode } from '../validation/second-factor';

/** What an operations user may do; a user holds one or more. */
export const OPS_ROLES = ['UNDERWRITER', 'NOTARY', 'CHAT_AGENT', 'ADMIN'] as const;
export const zOpsRole = z.enum(OPS_ROLES);
export type OpsRole = z.infer<typeof zOpsRole>;
/** The enum as values, for `requireOpsUser(OpsRole.UNDERWRITER)` and the like. */
export const OpsRole = zOpsRole.enum;

export const OPS_ROLE_LABELS: Readonly<Record<OpsRole, string>> = {
  UNDERWRITER: 'Underwriter',
  NOTARY: 'Notary',
  CHAT_AGENT: 'Chat agent',
  ADMIN: 'Administrator',
};

/** In an ops user's organisation list, serves every lender (as `*` does for flag overrides). */
export const ALL_ORGANIZATIONS = '*';

/** Only presence and a bound: the password rules apply when the account is created. */
export const zOpsLoginRequest = z.object({
  email: zEmail,
  password: z
    .string({ error: M.required })
    .min(1, { error: M.required, abort: true })
    .max(1024, { error: M.tooLong }),
  /** The authenticator code, for a sign-in in one request (scripts); the page asks for it after. */
  code: zSecondFactorCode.optional(),
});
export type OpsLoginRequest = z.infer<typeof zOpsLoginRequest>;

export const zOpsUser = z.object({
  uuid: z.uuid(),
  email: z.string(),
  name: z.string(),
  roles: z.array(zOpsRole),
});
export type OpsUser = z.infer<typeof zOpsUser>;

/** Signed in; passwordExpired sends the user to choose a new password before anything else. */
export const zOpsSignedIn = z.object({
  token: z.string(),
  user: zOpsUser,
  passwordExpired: z.boolean(),
});
export type OpsSignedIn = z.infer<typeof zOpsSignedIn>;

export const zOpsLoginResponse = z.union([zOpsSignedIn, zSecondFactorChallenge]);
export type OpsLoginResponse = z.infer<typeof zOpsLoginResponse>;

/** Whether the user holds at least one of the roles (any role when none is named). */
export function hasOpsRole(user: { roles: readonly OpsRole[] }, allowed: readonly OpsRole[]) {
  return allowed.length === 0 || allowed.some((role) => user.roles.includes(role));
}

/** Whether the user may act on a borrower of this lender. */
export function servesOrganization(user: { orgCodes: readonly string[] }, orgCode: string) {
  return user.orgCodes.includes(ALL_ORGANIZATIONS) || user.orgCodes.includes(orgCode);
}
