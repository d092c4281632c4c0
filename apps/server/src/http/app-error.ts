import { API_ERROR_STATUS, type ApiErrorCode, type ApiErrorItem } from '@openheloc/domain';

/**
 * An error whose message is safe and meant for the user. Its code decides the HTTP status, so a
 * code is never sent with a status the contract does not list for it.
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly errors: ApiErrorItem[];

  constructor(code: ApiErrorCode, message: string, field?: string) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = API_ERROR_STATUS[code];
    this.errors = [field ? { code, field, message } : { code, message }];
  }

  static badRequest(message: string, field?: string) {
    return new AppError('invalid_input', message, field);
  }
  /** The caller has no valid session: the browser signs out on this code. */
  static unauthorized(message = 'unauthenticated') {
    return new AppError('signed_out', message);
  }
  static forbidden(message = 'Forbidden') {
    return new AppError('forbidden', message);
  }
  static notFound(message = 'Not found') {
    return new AppError('not_found', message);
  }
  static conflict(message: string) {
    return new AppError('conflict', message);
  }
  static rateLimited(message: string) {
    return new AppError('rate_limited', message);
  }
}
