import { describe, expect, it } from 'vitest';
import { securityInstrumentFor } from './security-instrument';

describe('securityInstrumentFor', () => {
  it.each([
    ['CA', 'DEED_OF_TRUST'],
    ['CO', 'DEED_OF_TRUST'],
    ['TX', 'DEED_OF_TRUST'],
    ['VA', 'DEED_OF_TRUST'],
    ['DC', 'DEED_OF_TRUST'],
    ['IL', 'MORTGAGE'],
    ['NY', 'MORTGAGE'],
    ['FL', 'MORTGAGE'],
    ['PA', 'MORTGAGE'],
    ['OH', 'MORTGAGE'],
  ] as const)('%s records a %s', (state, instrument) => {
    expect(securityInstrumentFor(state)).toBe(instrument);
  });
});
