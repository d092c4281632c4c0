import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';

export type PrequalResult = {
  borrowers: number;
  p50: number;
  p95: number;
  max: number;
  failures: number;
};

const OFFER_STATE = 'OFFER_SELECTION';

/**
 * Registration to pre-qualified offer, server side: each borrower registers over HTTP, then its
 * status is read until the offers are there. The sandboxes answer at once (delay scale 0), so
 * the figure is our own work: validation, hashing, the transaction, the jobs, the underwriting.
 */
export async function benchPrequal(
  base: string,
  borrowers: number,
  concurrency: number,
): Promise<PrequalResult> {
  const durations: number[] = [];
  let failures = 0;
  let next = 0;
  const one = async () => {
    const started = performance.now();
    const res = await fetch(`${base}/identity/api/v1/registration/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(registration(`bench-${randomUUID()}@example.com`)),
    });
    if (res.status !== 201) {
      failures += 1;
      return;
    }
    const { jwt, applicationUuid } = (await res.json()) as { jwt: string; applicationUuid: string };
    for (let polls = 0; polls < 2000; polls += 1) {
      const status = await fetch(
        `${base}/service-krang-heloc/borrower/secure/api/v1/${applicationUuid}/status`,
        {
          headers: { authorization: `Bearer ${jwt}` },
        },
      );
      const body = (await status.json()) as { state: string };
      if (body.state === OFFER_STATE) {
        durations.push(performance.now() - started);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    failures += 1;
  };
  const worker = async () => {
    while (next < borrowers) {
      next += 1;
      await one();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  durations.sort((a, b) => a - b);
  const at = (q: number) =>
    durations[Math.min(durations.length - 1, Math.floor(q * durations.length))] ?? 0;
  return { borrowers, p50: at(0.5), p95: at(0.95), max: durations.at(-1) ?? 0, failures };
}

function registration(email: string) {
  return {
    propertyAddress: {
      street1: '100 Main St',
      street2: '',
      city: 'Springfield',
      state: 'IL',
      zip: '62704',
      occupancyType: 'PRIMARY',
    },
    isListedForSale: false,
    income: { income: 120000, otherIncome: 0, employmentType: 'FULL_TIME' },
    name: { firstName: 'Pat', middleName: '', lastName: 'Bench', suffix: '' },
    dob: '1980-04-02',
    email,
    phoneNumber: '(415) 555-0134',
    password: 'Correct-Horse9!x',
    confirmPassword: 'Correct-Horse9!x',
    communicationConsent: true,
    smsMarketingConsent: false,
    smsTransactionalConsent: false,
    termPrivacyConsent: true,
  };
}
