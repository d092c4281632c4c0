import { describe, expect, it } from 'vitest';
import { DEFAULT_DSCR_PRICING_GRID } from '../lending/dscr';
import { dollarsToCents as usd } from '../money/cents';
import { DEFAULT_PRICING_CONFIG } from './default-pricing-config';
import { dscrMarginsByLtv } from './dscr-offers';
import { qualifyingMonthlyPayment } from './price-offer';
import { applicant, NOW, type InputPatch } from './test-fixtures';
import { underwrite } from './underwrite';
import type { RentalIncome, UnderwritingInput } from './underwriting-input';

/** Taxes $500, insurance $150, no dues: with the $1,500 first mortgage, $2,150 to cover. */
function rental(monthlyRent: number, patch: Partial<RentalIncome> = {}): RentalIncome {
  return {
    source: 'RENT_ESTIMATE',
    monthlyRent: usd(monthlyRent),
    monthlyTaxes: usd(500),
    monthlyInsurance: usd(150),
    monthlyAssociationDues: usd(0),
    ...patch,
  };
}

function decideDscr(rent: RentalIncome, patch: InputPatch = {}) {
  const input: UnderwritingInput = {
    ...applicant({ ...patch, property: { occupancy: 'INVESTMENT', ...patch.property } }),
    product: 'DSCR',
    dscr: { rent, grid: DEFAULT_DSCR_PRICING_GRID },
  };
  return underwrite(input, DEFAULT_PRICING_CONFIG, { now: NOW });
}

describe('underwrite: the DSCR loan', () => {
  it.each([
    // rent, decision, reason, largest line
    [6_000, 'APPROVED', null, usd(175_000)],
    [4_000, 'APPROVED', null, usd(150_000)],
    [2_500, 'APPROVED', null, usd(33_231)],
    [2_300, 'DECLINE', 'DSCR_BELOW_MINIMUM', null],
    [2_000, 'DECLINE', 'DSCR_BELOW_MINIMUM', null],
    [0, 'DECLINE', 'DSCR_BELOW_MINIMUM', null],
  ] as const)('rent $%i a month: %s %s, largest line %s', (rent, decision, reason, largest) => {
    const result = decideDscr(rental(rent));
    expect(result.decision).toBe(decision);
    expect(result.adverseActionReasons.map((item) => item.code)).toEqual(reason ? [reason] : []);
    expect(result.figures.maxLineAmount).toBe(largest);
    const figures = result.figures.dscr;
    expect(figures).toBeDefined();
    if (!figures) return;
    expect(figures.monthlyRent).toBe(usd(rent));
    expect(figures.minDscrHundredths).toBe(100);
    if (decision === 'APPROVED') {
      expect(figures.dscrHundredths).toBeGreaterThanOrEqual(100);
    } else {
      expect(figures.dscrHundredths).toBeLessThan(100);
    }
  });

  it('a short repayment period fits less line, at the ratio that line reaches', () => {
    const offers = decideDscr(rental(6_000)).offers;
    const short = offers.find(({ id }) => id === 'DSCR_5Y_FULL_DRAW');
    expect(short?.maxAmount).toBeLessThan(usd(175_000));
    expect(short?.quote.gridMarginBps).toBe(350);
  });

  it('every offer is a DSCR offer whose ratio at its largest line meets the minimum', () => {
    const result = decideDscr(rental(4_000));
    expect(result.offers.length).toBeGreaterThan(0);
    for (const offer of result.offers) {
      expect(offer.id).toMatch(/^DSCR_/);
      expect(offer.product).toBe('DSCR');
      const debtService = usd(2_150) + qualifyingMonthlyPayment(offer, offer.maxAmount);
      expect(usd(4_000) * 100).toBeGreaterThanOrEqual(debtService * 100);
      // The investment property is priced by the grid alone.
      expect(offer.pricing.occupancyAdjustmentBps).toBe(0);
    }
  });

  it('prices a strong ratio at the grid best margin for its loan-to-value', () => {
    const offer = decideDscr(rental(6_000)).offers.find(({ id }) => id === 'DSCR_30Y_FULL_DRAW');
    // $200,000 + $175,000 over $500,000 is 75%: the 1.25+ row at 75% LTV.
    expect(offer?.quote.gridMarginBps).toBe(275);
  });

  it('ignores the borrower income: an unemployed borrower with rent that covers is approved', () => {
    const result = decideDscr(rental(6_000), {
      income: { annual: 0, employmentType: 'UNEMPLOYED' },
    });
    expect(result.decision).toBe('APPROVED');
  });

  it('counts association dues in the debt service', () => {
    expect(decideDscr(rental(4_000)).decision).toBe('APPROVED');
    expect(decideDscr(rental(4_000, { monthlyAssociationDues: usd(2_000) })).decision).toBe(
      'DECLINE',
    );
  });

  it('still declines on credit below the minimum', () => {
    const result = decideDscr(rental(6_000), { credit: { score: 580 } });
    expect(result.adverseActionReasons.map((item) => item.code)).toContain(
      'CREDIT_SCORE_BELOW_MINIMUM',
    );
  });

  it('refuses the DSCR product without rent and grid, and rent on another product', () => {
    expect(() =>
      underwrite({ ...applicant(), product: 'DSCR' }, DEFAULT_PRICING_CONFIG, { now: NOW }),
    ).toThrow();
    expect(() =>
      underwrite(
        { ...applicant(), dscr: { rent: rental(6_000), grid: DEFAULT_DSCR_PRICING_GRID } },
        DEFAULT_PRICING_CONFIG,
        { now: NOW },
      ),
    ).toThrow();
  });
});

describe('dscrMarginsByLtv', () => {
  it.each([
    [
      130,
      [
        [6500, 250],
        [7000, 275],
        [7500, 275],
      ],
    ],
    [
      115,
      [
        [6500, 300],
        [7000, 325],
        [7500, 325],
      ],
    ],
    [
      100,
      [
        [6500, 350],
        [7000, 375],
      ],
    ],
    [99, null],
  ] as const)('at %i hundredths', (dscr, bands) => {
    const margins = dscrMarginsByLtv(DEFAULT_DSCR_PRICING_GRID, dscr);
    expect(margins?.map((band) => [band.maxCltvBps, band.marginBps]) ?? null).toEqual(bands);
  });
});
