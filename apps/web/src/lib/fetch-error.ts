import {
  FETCH_ERROR_DEFAULT_MESSAGE,
  errorCodesIn,
  joinServerErrors,
  zApiErrorEnvelope,
  type ApiErrorCode,
} from '@openheloc/domain';

export const REQUEST_TIMED_OUT_MESSAGE = 'Request timed out.';

/**
 * What went wrong: the server answered with an error status, the network failed, the request
 * ran out of time, or the answer could not be read.
 */
export type FetchErrorKind = 'http' | 'network' | 'timeout' | 'invalid-response';

export interface FetchErrorInit {
  message?: string;
  status: number;
  data?: unknown;
  url: string;
  kind: FetchErrorKind;
  cause?: unknown;
}

/**
 * Every failed API call rejects with this, carrying the status, the answer's body and the codes
 * the server gave: decide on `hasCode`, never on the message, which is for people.
 */
export class FetchError extends Error {
  override readonly name = 'FetchError';
  readonly status: number;
  readonly data: unknown;
  readonly url: string;
  readonly kind: FetchErrorKind;
  readonly codes: readonly ApiErrorCode[];

  constructor(init: FetchErrorInit) {
    super(init.message ?? FETCH_ERROR_DEFAULT_MESSAGE, { cause: init.cause });
    this.status = init.status;
    this.data = init.data;
    this.url = init.url;
    this.kind = init.kind;
    this.codes = init.kind === 'http' ? errorCodesIn(init.data) : [];
  }

  hasCode(code: ApiErrorCode): boolean {
    return this.codes.includes(code);
  }
}

/** The server's answer carried this code (a failure that is not a FetchError carries none). */
export function hasErrorCode(error: unknown, code: ApiErrorCode): boolean {
  return error instanceof FetchError && error.hasCode(code);
}

export function isFetchError(error: unknown): error is FetchError {
  return error instanceof FetchError;
}

/** The error of an answer with an error status: the server's own messages when it sent them. */
export function httpFetchError(status: number, data: unknown, url: string): FetchError {
  const envelope = zApiErrorEnvelope.safeParse(data);
  return new FetchError({
    message: envelope.success
      ? joinServerErrors(envelope.data.errors.map((error) => error.message))
      : FETCH_ERROR_DEFAULT_MESSAGE,
    status,
    data,
    url,
    kind: 'http',
  });
}
