import { cents, type DscrFigures } from '@openheloc/domain';
import { describe, expect, it } from 'vitest';
import { dscrShortfallOf } from './dscr-shortfall';

const figures = (dscrHundredths: number): DscrFigures => ({
  rentSource: 'RENT_ESTIMATE',
  monthlyRent: cents(90_000),
  monthlyDebtService: cents(200_000),
  dscrHundredths,
  minDscrHundredths: 100,
});
const BELOW = [
  {
    code: 'DSCR_BELOW_MINIMUM' as const,
    reason: "Property's rental income does not cover its debt service",
  },
];

describe('dscrShortfallOf', () => {
  it('answers the figures of a DSCR decline whose ratio is under the minimum', () => {
    expect(dscrShortfallOf({ adverseActionReasons: BELOW, dscr: figures(45) })).toEqual(
      figures(45),
    );
  });

  it('answers null without the reason, without figures, or when the ratio passes', () => {
    expect(dscrShortfallOf({ adverseActionReasons: [], dscr: figures(45) })).toBeNull();
    expect(dscrShortfallOf({ adverseActionReasons: BELOW, dscr: null })).toBeNull();
    expect(dscrShortfallOf({ adverseActionReasons: BELOW, dscr: figures(100) })).toBeNull();
  });
});
