import {
  FETCH_ERROR_DEFAULT_MESSAGE,
  joinServerErrors,
  zApiErrorEnvelope,
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

/** Every failed API call rejects with this, carrying the status and the answer's body. */
export class FetchError extends Error {
  override readonly name = 'FetchError';
  readonly status: number;
  readonly data: unknown;
  readonly url: string;
  readonly kind: FetchErrorKind;

  constructor(init: FetchErrorInit) {
    super(init.message ?? FETCH_ERROR_DEFAULT_MESSAGE, { cause: init.cause });
    this.status = init.status;
    this.data = init.data;
    this.url = init.url;
    this.kind = init.kind;
  }
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
