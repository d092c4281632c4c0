import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ADDRESS_TYPEAHEAD_PATH } from '@openheloc/domain';
import { startBareServer } from './server-process';

export type HttpCase = {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  /** A body per request (login rotates accounts); the same for every request when omitted. */
  body?: () => string;
  expectStatus: number;
};

export type HttpResult = {
  name: string;
  perSecond: number;
  p50: number;
  p99: number;
  bare: { perSecond: number; p50: number; p99: number };
  /** The figure: the product's throughput over the bare route's, measured in the same run. */
  ratio: number;
  non2xx: number;
  errors: number;
};

export type BorrowerSession = { jwt: string; applicationUuid: string };

/** The cases of issue 14: typeahead, login, the authenticated application read and status. */
export function httpCases(session: BorrowerSession, logins: string[]): HttpCase[] {
  const auth = { authorization: `Bearer ${session.jwt}` };
  let nextLogin = 0;
  return [
    {
      name: 'address typeahead',
      method: 'GET',
      path: `${ADDRESS_TYPEAHEAD_PATH}/${encodeURIComponent('100 Main St Spring')}`,
      expectStatus: 200,
    },
    {
      name: 'login',
      method: 'POST',
      path: '/identity/api/v1/login',
      headers: { 'content-type': 'application/json' },
      body: () => {
        nextLogin = (nextLogin + 1) % logins.length;
        return JSON.stringify({ email: logins[nextLogin], password: BENCH_PASSWORD });
      },
      expectStatus: 200,
    },
    {
      name: 'application read',
      method: 'GET',
      path: `/service-application/api/v1/application/heloc/${session.applicationUuid}`,
      headers: auth,
      expectStatus: 200,
    },
    {
      name: 'status',
      method: 'GET',
      path: `/service-krang-heloc/borrower/secure/api/v1/${session.applicationUuid}/status`,
      headers: auth,
      expectStatus: 200,
    },
  ];
}

export const BENCH_PASSWORD = 'Correct-Horse9!x';

/**
 * Each case against the product, then against a bare Fastify serving the product's own answer at
 * the same path: both with autocannon, `connections` at once, for `seconds`. Every request comes
 * from its own simulated client address (X-Forwarded-For; the product trusts it in the bench), so
 * the per-address limits meet a crowd rather than one very busy address.
 */
export async function runHttpCases(
  base: string,
  cases: HttpCase[],
  options: { connections: number; seconds: number },
): Promise<HttpResult[]> {
  const answers = [];
  for (const spec of cases) {
    const res = await fetch(base + spec.path, {
      method: spec.method,
      headers: spec.headers ?? {},
      ...(spec.body ? { body: spec.body() } : {}),
    });
    if (res.status !== spec.expectStatus) {
      throw new Error(`${spec.name}: expected ${spec.expectStatus}, got ${res.status}`);
    }
    answers.push({
      method: spec.method,
      url: spec.path,
      status: res.status,
      body: await res.text(),
    });
  }
  const routesFile = path.join(tmpdir(), `openheloc-bare-routes-${process.pid}.json`);
  await writeFile(routesFile, JSON.stringify(answers));
  const bare = await startBareServer(routesFile);
  try {
    const results: HttpResult[] = [];
    for (const spec of cases) {
      const bareRun = await fire(bare.base, spec, options);
      const run = await fire(base, spec, options);
      results.push({
        name: spec.name,
        perSecond: run.requests.average,
        p50: run.latency.p50,
        p99: run.latency.p99,
        bare: {
          perSecond: bareRun.requests.average,
          p50: bareRun.latency.p50,
          p99: bareRun.latency.p99,
        },
        ratio: run.requests.average / bareRun.requests.average,
        non2xx: run.non2xx,
        errors: run.errors + run.timeouts,
      });
    }
    return results;
  } finally {
    await bare.stop();
  }
}

let clientNumber = 0;
/** A different documentation-range address per request (RFC 5737), never contacted. */
function nextClientAddress(): string {
  clientNumber += 1;
  return `198.51.${Math.floor(clientNumber / 250) % 250}.${(clientNumber % 250) + 1}`;
}

async function fire(
  base: string,
  spec: HttpCase,
  options: { connections: number; seconds: number },
): Promise<autocannon.Result> {
  return autocannon({
    url: base,
    connections: options.connections,
    duration: options.seconds,
    requests: [
      {
        method: spec.method,
        path: spec.path,
        setupRequest: (request) => ({
          ...request,
          headers: {
            ...spec.headers,
            'x-forwarded-for': nextClientAddress(),
          },
          ...(spec.body ? { body: spec.body() } : {}),
        }),
      },
    ],
  });
}
