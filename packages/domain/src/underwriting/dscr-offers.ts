import { z } from 'zod';
import { dscrHundredths, priceDscr, type DscrPricingGrid } from '../lending/dscr';
import { basisPoints, BASIS_POINTS_PER_UNIT } from '../money/basis-points';
import { addCents, cents, dollarsToCents, type Cents } from '../money/cents';
import { zCents } from '../money/cents-schema';
import { buildOffers, type OfferApplicant } from './build-offers';
import type { Offer, OfferPricing } from './offer-schema';
import { qualifyingMonthlyPayment } from './price-offer';
import type { PricingConfig } from './pricing-config-schema';
import { zRentSource, type RentalIncome } from './underwriting-input';

const MONTHS_PER_YEAR = 12;

/** What the DSCR decision rests on: the rent, the debt service it must cover and the ratio. */
export const zDscrFigures = z.object({
  rentSource: zRentSource,
  monthlyRent: zCents,
  /**
   * Principal and interest (the new loan's qualifying payment and the existing liens'), taxes,
   * insurance and association dues: at the largest offer, or at the minimum amount on a decline.
   */
  monthlyDebtService: zCents,
  /** Rent over debt service in hundredths (125 is 1.25), rounded down. */
  dscrHundredths: z.number().int(),
  minDscrHundredths: z.number().int(),
});
export type DscrFigures = z.infer<typeof zDscrFigures>;

/** Taxes, insurance and dues, with the payments on the liens already on the property. */
export function carryingCosts(rent: RentalIncome, existingLienPayments: Cents): Cents {
  return addCents(
    rent.monthlyTaxes,
    rent.monthlyInsurance,
    rent.monthlyAssociationDues,
    existingLienPayments,
  );
}

/** The grid's margins by loan-to-value band at a ratio; null when no band is open to it. */
export function dscrMarginsByLtv(
  grid: DscrPricingGrid,
  dscr: number,
): OfferPricing['marginsByCltv'] | null {
  const bands = [...new Set(grid.rows.map((row) => row.maxLtv))].sort((a, b) => a - b);
  const margins = bands.flatMap((maxLtv) => {
    const price = priceDscr(grid, dscr, maxLtv);
    return price.eligible
      ? [{ maxCltvBps: basisPoints(maxLtv), marginBps: basisPoints(price.marginBps) }]
      : [];
  });
  return margins.length > 0 ? margins : null;
}

/** The grid's ratio thresholds at or above its minimum, highest (best priced) first. */
function thresholds(grid: DscrPricingGrid): number[] {
  return [
    ...new Set([
      grid.minDscr,
      ...grid.rows.map((row) => row.minDscr).filter((d) => d >= grid.minDscr),
    ]),
  ].sort((a, b) => b - a);
}

export type DscrApplicant = Omit<OfferApplicant, 'maxLine' | 'capacity' | 'marginsByCltv'>;

export interface DscrOfferBuild {
  offers: Offer[];
  figures: DscrFigures;
}

/**
 * The DSCR loan's offers. For each of the grid's ratio thresholds, best first, the line is the
 * largest whose DSCR (rent over debt service with the line's qualifying payment) stays at or above
 * the threshold, within the loan-to-value the grid opens at that ratio, priced at that ratio's
 * margins. Each term keeps the threshold that gives it the largest line, the best priced of equals:
 * a ratio that a smaller line would raise never prices it worse than stated.
 */
export function buildDscrOffers(
  config: PricingConfig,
  applicant: DscrApplicant,
  terms: { rent: RentalIncome; grid: DscrPricingGrid; existingLienPayments: Cents },
  maxLineAt: (maxLtvBasisPoints: number) => Cents,
): DscrOfferBuild {
  const { rent, grid } = terms;
  const carrying = carryingCosts(rent, terms.existingLienPayments);
  const minAmount = dollarsToCents(config.minLoanAmount);
  const best = new Map<string, Offer>();
  for (const threshold of rent.monthlyRent > 0 ? thresholds(grid) : []) {
    const marginsByCltv = dscrMarginsByLtv(grid, threshold);
    const widest = marginsByCltv?.at(-1);
    if (!marginsByCltv || !widest) continue;
    const maxLine = maxLineAt(widest.maxCltvBps);
    if (maxLine < minAmount) continue;
    // DSCR >= threshold is (debt service) / rent <= 1 / threshold: the debt-to-income test with
    // the rent as income and the carrying costs as other debts.
    const capacity = {
      monthlyDebts: carrying,
      annualIncome: cents(rent.monthlyRent * MONTHS_PER_YEAR),
      maxDtiBps: basisPoints(Math.floor((Number(BASIS_POINTS_PER_UNIT) * 100) / threshold)),
    };
    const build = buildOffers(config, { ...applicant, maxLine, capacity, marginsByCltv });
    for (const offer of build.offers) {
      const kept = best.get(offer.id);
      if (!kept || offer.maxAmount > kept.maxAmount) best.set(offer.id, offer);
    }
  }
  const offers = [...best.values()];
  const largest = offers.reduce<Offer | null>(
    (top, offer) => (top === null || offer.maxAmount > top.maxAmount ? offer : top),
    null,
  );
  const debtService = largest
    ? addCents(carrying, qualifyingMonthlyPayment(largest, largest.maxAmount))
    : minimumDebtService(config, applicant, grid, carrying, minAmount, maxLineAt);
  return {
    offers,
    figures: {
      rentSource: rent.source,
      monthlyRent: rent.monthlyRent,
      monthlyDebtService: debtService,
      dscrHundredths: debtService > 0 ? dscrHundredths(rent.monthlyRent, debtService) : 0,
      minDscrHundredths: grid.minDscr,
    },
  };
}

/** The debt service with the smallest line at the minimum ratio's price: why nothing fits. */
function minimumDebtService(
  config: PricingConfig,
  applicant: DscrApplicant,
  grid: DscrPricingGrid,
  carrying: Cents,
  minAmount: Cents,
  maxLineAt: (maxLtvBasisPoints: number) => Cents,
): Cents {
  const marginsByCltv = dscrMarginsByLtv(grid, grid.minDscr);
  const widest = marginsByCltv?.at(-1);
  // Without the equity for the smallest line, there is no payment to measure.
  if (!marginsByCltv || !widest || maxLineAt(widest.maxCltvBps) < minAmount) return carrying;
  const [basis] = buildOffers(config, {
    ...applicant,
    marginsByCltv,
    maxLine: minAmount,
    // Every amount fits an unlimited capacity, so the plan is priced rather than filtered out.
    capacity: {
      monthlyDebts: carrying,
      annualIncome: minAmount,
      maxDtiBps: basisPoints(Number.MAX_SAFE_INTEGER),
    },
  }).offers;
  return basis ? addCents(carrying, qualifyingMonthlyPayment(basis, minAmount)) : carrying;
}
