import type { OpsRole, OpsUser } from '@openheloc/domain';

/** The operations user behind a request: who, which roles, which lenders ('*' is every one). */
export type SignedInOpsUser = {
  uuid: string;
  email: string;
  name: string;
  roles: OpsRole[];
  orgCodes: string[];
};

/** What the browser is told about the user; the lender list stays on the server. */
export function toOpsUser(user: SignedInOpsUser): OpsUser {
  return { uuid: user.uuid, email: user.email, name: user.name, roles: user.roles };
}
