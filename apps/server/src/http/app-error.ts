import type { ApiErrorItem } from '@openheloc/domain';

/** An error whose message is safe and meant for the user, with the HTTP status to answer. */
export class AppError extends Error {
  readonly status: number;
  readonly errors: ApiErrorItem[];

  constructor(status: number, message: string, field?: string) {
    super(message);
    this.name = 'AppError';
    this.status = status;
    this.errors = [field ? { field, message } : { message }];
  }

  static badRequest(message: string, field?: string) {
    return new AppError(400, message, field);
  }
  static unauthorized(message = 'unauthenticated') {
    return new AppError(401, message);
  }
  static forbidden(message = 'Forbidden') {
    return new AppError(403, message);
  }
  static notFound(message = 'Not found') {
    return new AppError(404, message);
  }
  static conflict(message: string) {
    return new AppError(409, message);
  }
}
