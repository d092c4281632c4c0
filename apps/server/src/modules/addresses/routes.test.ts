import {
  ADDRESS_TYPEAHEAD_MAX_LENGTH,
  ADDRESS_TYPEAHEAD_TOO_LONG,
  addressTypeaheadUrl,
  zAddressSuggestions,
  UNSTORABLE_TEXT_MESSAGE,
} from '@openheloc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app';

const BASE = '/service-address/api/v1/typeahead';

describe('GET /service-address/api/v1/typeahead/{text}', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('answers a list of addresses for the typed text, without sign-in', async () => {
    const res = await get(addressTypeaheadUrl('123 main st, austin tx 78701'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual([
      {
        fullAddress: '123 Main St, Austin, TX 78701',
        street1: '123 Main St',
        street2: '',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
      },
    ]);
  });

  it('puts a matching sample property first and answers at most five', async () => {
    const res = await get(addressTypeaheadUrl('4413 Bay'));
    const list = zAddressSuggestions.parse(res.json());
    expect(list[0]?.fullAddress).toBe('4413 Bayshore Blvd, Tampa, FL 33611');
    expect(list).toHaveLength(5);
  });

  it.each([
    ['spaces as %20', `${BASE}/123%20Main%20St%2C%20Austin%2C%20TX%2078701`],
    ['commas left unencoded', `${BASE}/123%20Main%20St,%20Austin,%20TX%2078701`],
    ['a raw slash in the text', `${BASE}/12%201/2%20Elm%20St,%20Austin,%20TX%2078701`],
  ])('decodes the text (%s)', async (_label, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.json().length).toBe(1);
    expect(res.json()[0].zip).toBe('78701');
  });

  it.each(['', 'ab', '123', '78701', ', ,'])('answers 200 [] for %j', async (text) => {
    const res = await get(addressTypeaheadUrl(text));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('treats markup and odd characters as text, never echoing them', async () => {
    const res = await get(
      addressTypeaheadUrl('<b onclick="x()">12 Elm St</b>, Austin, TX 78701 ☃ %'),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({ fullAddress: '12 Elm St, Austin, TX 78701' }),
    ]);
    expect(res.body).not.toMatch(/onclick|☃|%|</);
  });

  it('refuses a NUL like any text the API accepts (the one rule for every string)', async () => {
    const res = await get(addressTypeaheadUrl('12 Elm St \u0000'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: [{ code: 'invalid_input', field: 'text', message: UNSTORABLE_TEXT_MESSAGE }],
    });
  });

  it('refuses text over the limit with a message, however it is encoded', async () => {
    const ok = await get(addressTypeaheadUrl('9'.repeat(ADDRESS_TYPEAHEAD_MAX_LENGTH)));
    expect(ok.statusCode).toBe(200);
    const tooLong = [
      'a'.repeat(ADDRESS_TYPEAHEAD_MAX_LENGTH + 1),
      // Longer than a path parameter may be once encoded.
      `123 ${'Main '.repeat(60)}`,
      'é'.repeat(ADDRESS_TYPEAHEAD_MAX_LENGTH + 1),
    ];
    for (const text of tooLong) {
      const res = await get(addressTypeaheadUrl(text));
      expect(res.statusCode, text).toBe(400);
      expect(res.json()).toEqual({
        errors: [{ code: 'invalid_input', field: 'text', message: ADDRESS_TYPEAHEAD_TOO_LONG }],
      });
    }
  });

  it('answers a broken percent-encoding with 400, not a server error', async () => {
    expect((await get(`${BASE}/123%E0%A4%A`)).statusCode).toBe(400);
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await get('/api/docs')).json();
    const operation = doc.paths[`${BASE}/{text}`]?.get;
    expect(operation.tags).toEqual(['addresses']);
    expect(operation.summary).toMatch(/Suggest US addresses/);
    expect(operation.security).toBeUndefined();
    expect(doc.paths[`${BASE}/{*}`] ?? doc.paths[`${BASE}/*`]).toBeUndefined();
  });
});
