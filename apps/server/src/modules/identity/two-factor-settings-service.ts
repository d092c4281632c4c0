import {
  SECOND_FACTOR_MESSAGES,
  type AuthenticatorSetup,
  type DisableTwoFactorRequest,
  type RecoveryCodes,
  type TwoFactorStatus,
} from '@openheloc/domain';
import { eq } from 'drizzle-orm';
import { identities } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { otpauthUri } from '../../security/totp';
import { qrCodeSvg } from '../second-factor/qr-code';
import {
  beginSetup,
  confirmSetup,
  removeSecondFactor,
  replaceRecoveryCodes,
  secondFactorStatus,
  type FactorOwner,
} from '../second-factor/second-factor-store';
import { authenticatorClock } from '../second-factor/authenticator-clock';
import { passSecondStep } from './second-step';
import {
  accountSettingsOf,
  confirmCurrentPassword,
  type SettingsCaller,
  type SettingsDeps,
} from './account-settings-service';

export const TWO_FACTOR_OFF_MESSAGE = 'Two-factor sign-in is not turned on';

export type TwoFactorDeps = SettingsDeps & { encryptionKey: Uint8Array };

const ownerOf = (caller: SettingsCaller): FactorOwner => ({
  kind: 'borrower',
  uuid: caller.identityUuid,
});

export function twoFactorStatus(deps: TwoFactorDeps, caller: SettingsCaller) {
  return secondFactorStatus(deps.db, ownerOf(caller)) satisfies Promise<TwoFactorStatus>;
}

/** A new secret to scan or type in; two-factor sign-in starts only once a code confirms it. */
export async function startAuthenticatorSetup(
  deps: TwoFactorDeps,
  caller: SettingsCaller,
  issuer: string,
): Promise<AuthenticatorSetup> {
  const { email } = await accountSettingsOf(deps.db, caller);
  const secret = await beginSetup(deps.db, deps.encryptionKey, ownerOf(caller));
  const uri = otpauthUri({ secret, issuer, account: email });
  return { secret, otpauthUri: uri, qrCodeSvg: await qrCodeSvg(uri) };
}

/** The code proves the app holds the secret: two-factor sign-in is on; the recovery codes show once. */
export async function confirmAuthenticator(
  deps: TwoFactorDeps,
  caller: SettingsCaller,
  code: string,
): Promise<RecoveryCodes> {
  const codes = await confirmSetup(
    deps.db,
    deps.encryptionKey,
    ownerOf(caller),
    code,
    authenticatorClock(),
  );
  if (!codes) throw AppError.badRequest(SECOND_FACTOR_MESSAGES.wrongCode, 'code');
  return { recoveryCodes: codes };
}

/** The account's sign-in key, once two-factor sign-in is on (409 otherwise). */
async function loginKeyOf(deps: TwoFactorDeps, caller: SettingsCaller) {
  const { enabled } = await secondFactorStatus(deps.db, ownerOf(caller));
  if (!enabled) throw AppError.conflict(TWO_FACTOR_OFF_MESSAGE);
  const [identity] = await deps.db
    .select({ orgCode: identities.orgCode, emailNormalized: identities.emailNormalized })
    .from(identities)
    .where(eq(identities.uuid, caller.identityUuid))
    .limit(1);
  if (!identity) throw AppError.unauthorized();
  return { ...identity, ipAddress: caller.ipAddress };
}

/** New recovery codes (the old ones stop working), confirmed with an authenticator code. */
export async function regenerateRecoveryCodes(
  deps: TwoFactorDeps,
  caller: SettingsCaller,
  code: string,
): Promise<RecoveryCodes> {
  await passSecondStep(deps, ownerOf(caller), code, await loginKeyOf(deps, caller));
  return { recoveryCodes: await replaceRecoveryCodes(deps.db, ownerOf(caller)) };
}

/** Off again: takes the password and a code, so neither a session nor a phone alone can. */
export async function disableTwoFactor(
  deps: TwoFactorDeps,
  caller: SettingsCaller,
  request: DisableTwoFactorRequest,
): Promise<void> {
  const loginKey = await loginKeyOf(deps, caller);
  await confirmCurrentPassword(deps, caller, request.currentPassword);
  await passSecondStep(deps, ownerOf(caller), request.code, loginKey);
  await removeSecondFactor(deps.db, ownerOf(caller));
}
