import { z } from 'zod';

/** What a verified token says: who, for which lender, as what, until when. */
export const zIdentityType = z.enum(['BORROWER', 'CO_DEEDER', 'OPS', 'BROKER']);
export type IdentityType = z.infer<typeof zIdentityType>;

export type TokenClaims = {
  identityUuid: string;
  orgCode: string;
  type: IdentityType;
  jti: string;
  expiresAt: Date;
};
