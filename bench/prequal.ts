import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { registrationFixture } from '@openheloc/domain/testing/registration';
import type { BorrowerSession } from './http-cases';
import { BENCH_PASSWORD } from './http-cases';

export type PrequalResult = {
  borrowers: number;
  p50: number;
  p95: number;
  max: number;
  failures: number;
  sessions: (BorrowerSession & { email: string })[];
};

export type BurstResult = {
  borrowers: number;
  /** Offers seen within the processing dialog's limit. */
  withinLimit: number;
  p50: number;
  max: number;
  failures: number;
};

const OFFER_STATE = 'OFFER_SELECTION';
/** The processing dialog gives pre-qualification this long before it says it is taking a while. */
export const PROCESSING_LIMIT_MS = 30_000;

/**
 * Registration to pre-qualified offer, server side: each borrower registers over HTTP, then its
 * status is read every `pollMs` until the offers are there.
 */
export async function benchPrequal(
  base: string,
  borrowers: number,
  concurrency: number,
): Promise<PrequalResult> {
  const durations: number[] = [];
  const sessions: PrequalResult['sessions'] = [];
  let failures = 0;
  let next = 0;
  const worker = async () => {
    while (next < borrowers) {
      next += 1;
      const outcome = await registerAndWait(base, 5);
      if (outcome) {
        durations.push(outcome.ms);
        sessions.push(outcome.session);
      } else failures += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { borrowers, ...percentiles(durations), failures, sessions };
}

/** `borrowers` registrations sent at once, each then polling its status as the browser does. */
export async function benchBurst(base: string, borrowers: number): Promise<BurstResult> {
  const outcomes = await Promise.all(
    Array.from({ length: borrowers }, () => registerAndWait(base, 1000, 300_000)),
  );
  const durations = outcomes.flatMap((o) => (o ? [o.ms] : []));
  const { p50, max } = percentiles(durations);
  return {
    borrowers,
    withinLimit: durations.filter((ms) => ms <= PROCESSING_LIMIT_MS).length,
    p50,
    max,
    failures: outcomes.filter((o) => o === null).length,
  };
}

async function registerAndWait(
  base: string,
  pollMs: number,
  giveUpMs = 60_000,
): Promise<{ ms: number; session: BorrowerSession & { email: string } } | null> {
  const started = performance.now();
  const email = `bench-${randomUUID()}@example.com`;
  const res = await fetch(`${base}/identity/api/v1/registration/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(registration(email)),
  });
  if (res.status !== 201) return null;
  const { jwt, applicationUuid } = (await res.json()) as BorrowerSession;
  while (performance.now() - started < giveUpMs) {
    const status = await fetch(
      `${base}/service-krang-heloc/borrower/secure/api/v1/${applicationUuid}/status`,
      { headers: { authorization: `Bearer ${jwt}` } },
    );
    const body = (await status.json()) as { state: string };
    if (body.state === OFFER_STATE) {
      return { ms: performance.now() - started, session: { jwt, applicationUuid, email } };
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  return null;
}

function percentiles(durations: number[]): { p50: number; p95: number; max: number } {
  const sorted = [...durations].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? 0 };
}

function registration(email: string) {
  return registrationFixture({
    propertyAddress: {
      street1: '100 Main St',
      street2: '',
      city: 'Springfield',
      state: 'IL',
      zip: '62704',
      occupancyType: 'PRIMARY',
    },
    income: { income: 120_000, otherIncome: 0, employmentType: 'FULL_TIME' },
    name: { firstName: 'Pat', middleName: '', lastName: 'Bench', suffix: '' },
    email,
    phoneNumber: '(415) 555-0134',
    password: BENCH_PASSWORD,
    smsTransactionalConsent: false,
  });
}
