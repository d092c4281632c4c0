import { z } from 'zod';

/**
 * What went wrong, for a program to decide on: the message beside it is for people and may be
 * reworded; a code, once published, is not. Each code has one HTTP status it is sent with.
 */
export const API_ERROR_STATUS = {
  /** A field or the whole body breaks a rule; `field` names the field when there is one. */
  invalid_input: 400,
  /** The body is not JSON at all. */
  invalid_json: 400,
  /** No credential, or an expired, revoked or badly signed one: the caller must sign in again. */
  signed_out: 401,
  /** A sign-in was refused (unknown email, wrong password, disabled user). */
  wrong_credentials: 401,
  /** A chat or notary room token is no longer valid: ask for a new one, the session stands. */
  token_invalid: 401,
  /** Signed in, but this caller may not do this. */
  forbidden: 403,
  not_found: 404,
  /** The request does not fit what is stored now (a duplicate, a step already done). */
  conflict: 409,
  /** The document changed after the signer read it: read it again before signing. */
  document_changed: 409,
  /** A link or invitation that has expired. */
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  /** Too many attempts; the message says when to try again. */
  rate_limited: 429,
  internal: 500,
  /** A dependency (a provider, the web build) is not available; try again later. */
  unavailable: 503,
} as const;

export type ApiErrorCode = keyof typeof API_ERROR_STATUS;
export const API_ERROR_CODES = Object.keys(API_ERROR_STATUS) as [ApiErrorCode, ...ApiErrorCode[]];
export const zApiErrorCode = z.enum(API_ERROR_CODES);

/** The code an error of this status carries when nothing more exact is known. */
export function defaultErrorCode(status: number): ApiErrorCode {
  switch (status) {
    case 400:
      return 'invalid_input';
    case 401:
      return 'signed_out';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 410:
      return 'gone';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'rate_limited';
    case 503:
      return 'unavailable';
    default:
      return status >= 500 ? 'internal' : 'invalid_input';
  }
}

/** The codes sent with one HTTP status, in declaration order. */
export function errorCodesFor(status: number): ApiErrorCode[] {
  return API_ERROR_CODES.filter((code) => API_ERROR_STATUS[code] === status);
}
