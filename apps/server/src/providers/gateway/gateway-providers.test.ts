import { describe, expect, it } from 'vitest';
import { SANDBOX_CREDIT_BUREAU } from '../credit/sandbox';
import { createSandboxProviders, ZERO_SANDBOX_DELAYS } from '../index';
import { ProviderGatewayError } from './gateway-client';
import { connectGatewayProviders } from './gateway-providers';

const GATEWAY = { url: 'https://gateway.lender.test/v1', token: 'gateway-token-0123456789' };

type Seen = { url: string; method: string; auth: string | null; body: unknown };

/** A gateway answering from a table of operation → answer, recording what it was sent. */
function fakeGateway(answers: Record<string, { status?: number; body: unknown }>) {
  const seen: Seen[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const url = String(input);
    const headers = new Headers(init?.headers);
    seen.push({
      url,
      method: init?.method ?? 'GET',
      auth: headers.get('authorization'),
      body: init?.body ? JSON.parse(String(init.body)) : null,
    });
    const answer = answers[url.slice(GATEWAY.url.length + 1)];
    if (!answer) return new Response('{}', { status: 404 });
    return Response.json(answer.body, { status: answer.status ?? 200 });
  };
  return { seen, fetchImpl };
}

const BUREAU = { 'credit/bureau': { body: SANDBOX_CREDIT_BUREAU } };

describe('providers through the lender gateway', () => {
  it('asks the bureau identity at start, then posts each operation with the token', async () => {
    const address = {
      street1: '4413 Bayshore Blvd',
      city: 'Tampa',
      state: 'FL',
      zip: '33611',
    } as const;
    // A vendor's answer, in the shape the sandbox gives.
    const vendorAnswer = await createSandboxProviders({
      delays: ZERO_SANDBOX_DELAYS,
    }).flood.certify({
      address,
    });
    const { seen, fetchImpl } = fakeGateway({ ...BUREAU, 'flood/certify': { body: vendorAnswer } });
    const providers = await connectGatewayProviders(GATEWAY, fetchImpl);
    expect(providers.credit.bureau).toEqual(SANDBOX_CREDIT_BUREAU);
    expect(providers.flood.sandbox).toBe(false);

    expect(await providers.flood.certify({ address })).toEqual(vendorAnswer);
    expect(seen.map((call) => `${call.method} ${call.url}`)).toEqual([
      `GET ${GATEWAY.url}/credit/bureau`,
      `POST ${GATEWAY.url}/flood/certify`,
    ]);
    expect(seen.at(-1)).toMatchObject({ auth: `Bearer ${GATEWAY.token}`, body: { address } });
  });

  it('sends files as base64 text', async () => {
    const { seen, fetchImpl } = fakeGateway(BUREAU);
    const providers = await connectGatewayProviders(GATEWAY, fetchImpl);
    await providers.income
      .reviewPaystubs({
        applicant: { firstName: 'Pat', lastName: 'Lee' },
        statedAnnualIncome: 120_000,
        paystubs: [
          {
            fileName: 'stub.pdf',
            contentType: 'application/pdf',
            content: Buffer.from('%PDF-1.7'),
          },
        ],
      })
      .catch(() => undefined);
    expect(JSON.stringify(seen.at(-1)?.body)).toContain(Buffer.from('%PDF-1.7').toString('base64'));
  });

  it.each([
    ['an error status', { status: 503, body: {} }, /answered 503/],
    ['an answer of another shape', { body: { outcome: 'MAYBE' } }, /unexpected shape/],
  ])('refuses %s', async (_name, answer, message) => {
    const { fetchImpl } = fakeGateway({ ...BUREAU, 'credit/softPull': answer });
    const providers = await connectGatewayProviders(GATEWAY, fetchImpl);
    const failure = providers.credit.softPull({
      applicant: { firstName: 'Pat', lastName: 'Lee' },
      dateOfBirth: '1980-01-01',
      address: { street1: '1 Main St', city: 'Springfield', state: 'IL', zip: '62704' },
    });
    await expect(failure).rejects.toBeInstanceOf(ProviderGatewayError);
    await expect(failure).rejects.toThrow(message);
  });

  it('does not start without a gateway that names its bureau', async () => {
    const { fetchImpl } = fakeGateway({});
    await expect(connectGatewayProviders(GATEWAY, fetchImpl)).rejects.toThrow(
      /credit\.bureau answered 404/,
    );
  });
});
