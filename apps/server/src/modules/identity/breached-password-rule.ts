import { SECOND_FACTOR_MESSAGES } from '@openheloc/domain';
import { AppError } from '../../http/app-error';
import { isBreachedPassword } from '../../security/breached-passwords/breached-passwords';

/** A new password (registration, change, reset) must not be one that breaches made public. */
export function refuseBreachedPassword(password: string, field = 'password'): void {
  if (isBreachedPassword(password)) {
    throw AppError.badRequest(SECOND_FACTOR_MESSAGES.breachedPassword, field);
  }
}
