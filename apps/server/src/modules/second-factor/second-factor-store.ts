import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { secondFactors } from '../../db/schema';
import { decryptField, encryptField } from '../../security/field-encryption';
import { matchTotpStep, newTotpSecret } from '../../security/totp';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';

/** Whose authenticator: a borrower's identity or an operations user. */
export type FactorOwner = { kind: 'borrower' | 'ops'; uuid: string };

const ownedBy = (owner: FactorOwner) =>
  owner.kind === 'ops'
    ? eq(secondFactors.opsUserUuid, owner.uuid)
    : eq(secondFactors.identityUuid, owner.uuid);

export async function secondFactorStatus(
  db: Db,
  owner: FactorOwner,
): Promise<{ enabled: boolean; recoveryCodesLeft: number }> {
  const [row] = await db
    .select({ secret: secondFactors.secret, hashes: secondFactors.recoveryCodeHashes })
    .from(secondFactors)
    .where(ownedBy(owner))
    .limit(1);
  const enabled = row?.secret != null;
  return { enabled, recoveryCodesLeft: enabled ? (row?.hashes.length ?? 0) : 0 };
}

/**
 * A new secret to show, kept aside until a code from it confirms it; an authenticator already
 * working stays in use meanwhile, so starting again never locks anyone out.
 */
export async function beginSetup(db: Db, key: Uint8Array, owner: FactorOwner): Promise<string> {
  const secret = newTotpSecret();
  const pendingSecret = encryptField(key, secret);
  const target = owner.kind === 'ops' ? secondFactors.opsUserUuid : secondFactors.identityUuid;
  await db
    .insert(secondFactors)
    .values({
      ...(owner.kind === 'ops' ? { opsUserUuid: owner.uuid } : { identityUuid: owner.uuid }),
      pendingSecret,
    })
    .onConflictDoUpdate({ target, set: { pendingSecret } });
  return secret;
}

/**
 * The code is from the secret being set up: it becomes the authenticator, with ten new recovery
 * codes (returned once, kept hashed). Null for a wrong code or when no setup was begun.
 */
export async function confirmSetup(
  db: Db,
  key: Uint8Array,
  owner: FactorOwner,
  code: string,
  at: Date,
): Promise<string[] | null> {
  const [row] = await db
    .select({ pendingSecret: secondFactors.pendingSecret })
    .from(secondFactors)
    .where(ownedBy(owner))
    .limit(1);
  if (!row?.pendingSecret) return null;
  const step = matchTotpStep(decryptField(key, row.pendingSecret), code, at);
  if (step === null) return null;
  const codes = newRecoveryCodes();
  const confirmed = await db
    .update(secondFactors)
    .set({
      secret: row.pendingSecret,
      pendingSecret: null,
      lastStep: step,
      recoveryCodeHashes: codes.map(hashRecoveryCode),
      enabledAt: at,
    })
    .where(and(ownedBy(owner), eq(secondFactors.pendingSecret, row.pendingSecret)))
    .returning({ id: secondFactors.id });
  return confirmed.length > 0 ? codes : null;
}

/**
 * A code from the authenticator, of a step later than any accepted before (so none is accepted
 * twice), or an unused recovery code, which is used up. The update is the check: two requests
 * with the same code cannot both succeed.
 */
export async function useSecondFactor(
  db: Db,
  key: Uint8Array,
  owner: FactorOwner,
  code: string,
  at: Date,
): Promise<boolean> {
  if (/^\d{6}$/.test(code)) {
    const [row] = await db
      .select({ secret: secondFactors.secret })
      .from(secondFactors)
      .where(and(ownedBy(owner), isNotNull(secondFactors.secret)))
      .limit(1);
    if (!row?.secret) return false;
    const step = matchTotpStep(decryptField(key, row.secret), code, at);
    if (step === null) return false;
    const used = await db
      .update(secondFactors)
      .set({ lastStep: step })
      .where(
        and(
          ownedBy(owner),
          eq(secondFactors.secret, row.secret),
          or(isNull(secondFactors.lastStep), lt(secondFactors.lastStep, step)),
        ),
      )
      .returning({ id: secondFactors.id });
    return used.length > 0;
  }
  const hash = hashRecoveryCode(code);
  const used = await db
    .update(secondFactors)
    .set({ recoveryCodeHashes: sql`array_remove(${secondFactors.recoveryCodeHashes}, ${hash})` })
    .where(
      and(
        ownedBy(owner),
        isNotNull(secondFactors.secret),
        sql`${hash} = ANY(${secondFactors.recoveryCodeHashes})`,
      ),
    )
    .returning({ id: secondFactors.id });
  return used.length > 0;
}

/** Ten new recovery codes in place of the old ones (all of which stop working). */
export async function replaceRecoveryCodes(db: Db, owner: FactorOwner): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db
    .update(secondFactors)
    .set({ recoveryCodeHashes: codes.map(hashRecoveryCode) })
    .where(and(ownedBy(owner), isNotNull(secondFactors.secret)));
  return codes;
}

export async function removeSecondFactor(db: Db, owner: FactorOwner): Promise<void> {
  await db.delete(secondFactors).where(ownedBy(owner));
}
