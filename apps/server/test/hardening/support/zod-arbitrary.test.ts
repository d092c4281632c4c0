import fc from 'fast-check';
import { zConsentRequest, zInsuranceRequest } from '@openheloc/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { acceptedSample, arbitraryFor } from './zod-arbitrary';

describe('bodies from zod schemas', () => {
  const schema = z.object({
    name: z.string().trim().min(2).max(20),
    email: z.string().trim().pipe(z.email()),
    count: z.number().int().min(1).max(9),
    kind: z.enum(['A', 'B']),
    tags: z.array(z.string().regex(/^[a-z]{3}$/)).max(3),
    note: z.string().optional(),
  });

  it('conform to the schema when asked to', () => {
    const samples = fc.sample(arbitraryFor(schema, { conforming: true }), {
      numRuns: 200,
      seed: 1,
    });
    const accepted = samples.filter((sample) => schema.safeParse(sample).success);
    expect(accepted.length).toBeGreaterThan(190);
  });

  it('carry NUL, lone surrogates, astral characters and lengths past the limits otherwise', () => {
    const text = JSON.stringify(fc.sample(arbitraryFor(schema), { numRuns: 2000, seed: 2 }));
    expect(text).toContain('\\u0000');
    expect(text).toMatch(/\\ud[89ab][0-9a-f]{2}(?!\\ud[c-f])/);
    expect(text).toMatch(/[\u{10000}-\u{10ffff}]/u);
    expect(text).toContain('x'.repeat(21));
  });

  it('finds an accepted body of domain schemas', () => {
    for (const domain of [zConsentRequest, zInsuranceRequest]) {
      expect(domain.safeParse(acceptedSample(domain)).success).toBe(true);
    }
  });
});
