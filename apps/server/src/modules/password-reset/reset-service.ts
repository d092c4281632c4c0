import {
  PASSWORD_RESET_MESSAGES,
  PASSWORD_RESET_TTL_MS,
  RESET_PASSWORD_PAGE,
  resetTokenMessage,
  resetTokenState,
} from '@openheloc/domain';
import { and, count, eq, gt, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { identities, opsSessions, opsUsers, passwordResets } from '../../db/schema';
import { APP_BASE } from '../../http/redirect-routes';
import { endAccountSessions, whileEndingAccountSessions } from '../auth/sessions';
import type { IdentityType } from '../auth/tokens';
import { AppError } from '../../http/app-error';
import type { DbTransaction } from '../../jobs';
import { normalizeEmail } from '../identity/email';
import { OPS_LOGIN_REALM, recordOwnerProof } from '../identity/login-attempts';
import { hashPassword } from '../identity/password-hash';
import { refuseBreachedPassword } from '../identity/breached-password-rule';
import { enqueueMessage } from '../messages/outbox';
import { hashResetToken, newResetToken } from './reset-token';

export const RESET_LIMITS = {
  windowMs: 15 * 60 * 1000,
  /** Requests from one address, any e-mail: more are refused with 429. */
  maxPerAddress: 10,
  /** Links sent to one account: more are accepted with the same answer but send nothing. */
  maxPerAccount: 3,
} as const;

export type ResetDeps = { db: Db; now: () => Date };

/** Whose password: a borrower's or signer's (per lender), or an operations user's. */
export type ResetAudience = 'borrower' | 'ops';

type Account = { column: 'identityUuid' | 'opsUserUuid'; uuid: string; email: string };

/**
 * 'Forgot password?': records the request and, when the e-mail has an account and the account
 * has not had too many links lately, e-mails a link, in one transaction. The answer is the same
 * either way.
 */
export async function requestPasswordReset(
  deps: ResetDeps,
  request: { orgCode: string; email: string; ipAddress: string; audience: ResetAudience },
): Promise<void> {
  const now = deps.now();
  const since = new Date(now.getTime() - RESET_LIMITS.windowMs);
  const emailNormalized = normalizeEmail(request.email);
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(passwordResets)
      .values({
        orgCode: request.orgCode,
        emailNormalized,
        ipAddress: request.ipAddress,
        requestedAt: now,
        expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
      })
      .returning({ id: passwordResets.id });
    if (!row) throw new Error('password reset request not recorded');
    // Counted after writing, so that parallel requests cannot all pass (as sign-in does).
    const [fromAddress] = await tx
      .select({ n: count() })
      .from(passwordResets)
      .where(
        and(eq(passwordResets.ipAddress, request.ipAddress), gt(passwordResets.requestedAt, since)),
      );
    // Thrown inside the transaction: the refused request is not kept, so waiting is enough.
    if ((fromAddress?.n ?? 0) > RESET_LIMITS.maxPerAddress) {
      throw new AppError('rate_limited', PASSWORD_RESET_MESSAGES.tooMany);
    }
    const account = await accountOf(tx, request.orgCode, emailNormalized, request.audience);
    if (!account) return;
    const [sent] = await tx
      .select({ n: count() })
      .from(passwordResets)
      .where(
        and(
          eq(passwordResets[account.column], account.uuid),
          gt(passwordResets.requestedAt, since),
        ),
      );
    if ((sent?.n ?? 0) >= RESET_LIMITS.maxPerAccount) return;
    const token = newResetToken();
    await tx
      .update(passwordResets)
      .set({ [account.column]: account.uuid, tokenHash: hashResetToken(token) })
      .where(eq(passwordResets.id, row.id));
    await enqueueMessage(tx, {
      channel: 'email',
      to: account.email,
      template: 'password-reset',
      data: { link: `${APP_BASE}${RESET_PASSWORD_PAGE}?token=${token}` },
      dedupeKey: `password-reset:${row.id}`,
      orgCode: request.orgCode,
    });
  });
}

/** Whether a link can still be used (the page asks before showing the form). */
export async function checkResetToken(
  deps: ResetDeps,
  request: { orgCode: string; token: string },
): Promise<void> {
  const row = await findToken(deps.db, request);
  const state = resetTokenState(row, deps.now());
  if (state !== 'valid') throw AppError.badRequest(resetTokenMessage(state), 'token');
}

/**
 * Sets the new password with a valid link, uses the link up (and every other link of the
 * account), and ends every session of the account, in one transaction: a refused link changes
 * nothing. Returns where the account signs in.
 */
export async function completePasswordReset(
  deps: ResetDeps,
  request: { orgCode: string; token: string; password: string; ipAddress: string },
): Promise<{ identityType: IdentityType }> {
  refuseBreachedPassword(request.password);
  const passwordHash = await hashPassword(request.password);
  const now = deps.now();
  return whileEndingAccountSessions(deps.db, () =>
    deps.db.transaction(async (tx) => {
      const row = await findToken(tx, request, true);
      const state = resetTokenState(row, now);
      const account = row?.identityUuid
        ? { column: 'identityUuid' as const, uuid: row.identityUuid }
        : row?.opsUserUuid
          ? { column: 'opsUserUuid' as const, uuid: row.opsUserUuid }
          : null;
      if (state !== 'valid' || !account) {
        throw AppError.badRequest(
          resetTokenMessage(state === 'valid' ? 'invalid' : state),
          'token',
        );
      }
      let identityType: IdentityType = 'OPS';
      if (account.column === 'identityUuid') {
        const [identity] = await tx
          .update(identities)
          .set({ passwordHash, passwordExpired: false, updatedAt: now })
          .where(eq(identities.uuid, account.uuid))
          .returning({
            type: identities.type,
            orgCode: identities.orgCode,
            emailNormalized: identities.emailNormalized,
          });
        if (!identity) throw AppError.badRequest(resetTokenMessage('invalid'), 'token');
        identityType = identity.type;
        await endAccountSessions(tx, { identityUuid: account.uuid }, now);
        await recordOwnerProof(tx, { ...identity, ipAddress: request.ipAddress }, now);
      } else {
        const [user] = await tx
          .update(opsUsers)
          .set({ passwordHash, passwordExpired: false })
          .where(eq(opsUsers.uuid, account.uuid))
          .returning({ emailNormalized: opsUsers.emailNormalized });
        if (user) {
          const key = { orgCode: OPS_LOGIN_REALM, ...user, ipAddress: request.ipAddress };
          await recordOwnerProof(tx, key, now);
        }
        await tx
          .update(opsSessions)
          .set({ revokedAt: now })
          .where(and(eq(opsSessions.opsUserUuid, account.uuid), isNull(opsSessions.revokedAt)));
      }
      await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResets[account.column], account.uuid),
            isNotNull(passwordResets.tokenHash),
            isNull(passwordResets.usedAt),
          ),
        );
      return { identityType };
    }),
  );
}

/** The account behind the e-mail for this audience: borrowers per lender, staff across lenders. */
async function accountOf(
  tx: DbTransaction,
  orgCode: string,
  emailNormalized: string,
  audience: ResetAudience,
): Promise<Account | null> {
  if (audience === 'ops') {
    const [user] = await tx
      .select({ uuid: opsUsers.uuid, email: opsUsers.email })
      .from(opsUsers)
      .where(and(eq(opsUsers.emailNormalized, emailNormalized), eq(opsUsers.disabled, false)))
      .limit(1);
    return user ? { column: 'opsUserUuid', ...user } : null;
  }
  const [identity] = await tx
    .select({ uuid: identities.uuid, email: identities.email })
    .from(identities)
    .where(
      and(
        eq(identities.orgCode, orgCode),
        eq(identities.emailNormalized, emailNormalized),
        ne(identities.type, 'OPS'),
      ),
    )
    .limit(1);
  return identity ? { column: 'identityUuid', ...identity } : null;
}

async function findToken(
  executor: Db | DbTransaction,
  request: { orgCode: string; token: string },
  forUpdate = false,
) {
  const query = executor
    .select()
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, hashResetToken(request.token)),
        eq(passwordResets.orgCode, request.orgCode),
      ),
    )
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}
