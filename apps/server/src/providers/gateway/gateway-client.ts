import type { z } from 'zod';
import type { ProviderGateway } from '../../config/config';
import type { ProviderCallOptions, ProviderKind } from '../provider-types';

/** A call to the gateway that did not give a usable answer; the job retries it like any outage. */
export class ProviderGatewayError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'ProviderGatewayError';
  }
}

export type GatewayClient = {
  call<T>(
    kind: ProviderKind,
    operation: string,
    request: unknown,
    zAnswer: z.ZodType<T>,
    options?: ProviderCallOptions,
  ): Promise<T>;
  get<T>(kind: ProviderKind, operation: string, zAnswer: z.ZodType<T>): Promise<T>;
};

/**
 * Files travel as base64 text: JSON has no bytes. (A replacer would see a Buffer only after its
 * own toJSON had made it a list of numbers.)
 */
function withFilesAsBase64(value: unknown): unknown {
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  if (Array.isArray(value)) return value.map(withFilesAsBase64);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, withFilesAsBase64(inner)]),
  );
}

/**
 * The lender's integration gateway (docs/provider-gateway.md): one JSON POST per provider
 * operation, answered in the same shapes the sandboxes answer, each answer checked against the
 * operation's schema before anything uses it.
 */
export function gatewayClient(
  gateway: ProviderGateway,
  fetchImpl: typeof fetch = fetch,
): GatewayClient {
  const send = async <T>(
    url: string,
    init: RequestInit,
    zAnswer: z.ZodType<T>,
    what: string,
  ): Promise<T> => {
    const response = await fetchImpl(url, {
      ...init,
      headers: {
        ...init.headers,
        authorization: `Bearer ${gateway.token}`,
        accept: 'application/json',
      },
    });
    if (!response.ok) {
      throw new ProviderGatewayError(`${what} answered ${response.status}`, response.status);
    }
    const answer = zAnswer.safeParse(await response.json());
    if (!answer.success) {
      throw new ProviderGatewayError(`${what} answered an unexpected shape`, response.status);
    }
    return answer.data;
  };
  return {
    call: (kind, operation, request, zAnswer, options = {}) =>
      send(
        `${gateway.url}/${kind}/${operation}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(withFilesAsBase64(request)),
          ...(options.signal ? { signal: options.signal } : {}),
        },
        zAnswer,
        `${kind}.${operation}`,
      ),
    get: (kind, operation, zAnswer) =>
      send(
        `${gateway.url}/${kind}/${operation}`,
        { method: 'GET' },
        zAnswer,
        `${kind}.${operation}`,
      ),
  };
}
