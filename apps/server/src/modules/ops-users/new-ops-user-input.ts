import { z } from 'zod';
import { ALL_ORGANIZATIONS, zEmail, zOpsRole, zPassword } from '@openheloc/domain';
import type { NewOpsUser } from './ops-user-store';

const commaList = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/**
 * What the ops:create-user script is given, checked: today's password rules apply (the sandbox
 * password is the only exception, and it is never used in production), every role must exist,
 * every lender code must be one the deployment serves, or '*' for all.
 */
export function parseNewOpsUser(
  input: { email?: string; name?: string; roles?: string; orgs?: string; password?: string },
  knownOrgCodes: readonly string[],
): { ok: true; user: NewOpsUser; password: string } | { ok: false; problems: string[] } {
  const schema = z.object({
    email: zEmail,
    name: z.string().trim().min(1, { error: 'Give the name staff and borrowers will see' }),
    roles: z
      .array(zOpsRole, { error: 'Roles: UNDERWRITER, NOTARY, CHAT_AGENT or ADMIN' })
      .min(1, { error: 'Give at least one role' }),
    orgCodes: z
      .array(
        z.string().refine((code) => code === ALL_ORGANIZATIONS || knownOrgCodes.includes(code), {
          error: (issue) => `Unknown lender code ${String(issue.input)}`,
        }),
      )
      .min(1),
    password: zPassword,
  });
  const parsed = schema.safeParse({
    email: input.email ?? '',
    name: input.name ?? '',
    roles: commaList(input.roles ?? ''),
    orgCodes: commaList(input.orgs ?? ALL_ORGANIZATIONS),
    password: input.password ?? '',
  });
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`),
    };
  }
  const { password, ...user } = parsed.data;
  return { ok: true, user, password };
}
