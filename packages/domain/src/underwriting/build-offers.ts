import type { OccupancyType } from '../enums/occupancy-type';
import { basisPoints, percentToBasisPoints, type BasisPoints } from '../money/basis-points';
import { dollarsToCents, ZERO_CENTS, type Cents } from '../money/cents';
import type { UsState } from '../enums/us-state';
import { dtiPercent, maxAmountWithinDti, type DebtCapacity } from './offer-capacity';
import type { Offer, OfferBasis, OfferPricing } from './offer-schema';
import { qualifyingMonthlyPayment, quoteOffer } from './price-offer';
import type { PricingConfig } from './pricing-config-schema';
import type { UnderwritingProduct } from './underwriting-input';

export interface OfferApplicant {
  creditScore: number;
  occupancy: OccupancyType;
  state: UsState;
  product: UnderwritingProduct;
  autopay: boolean;
  propertyValue: Cents;
  existingLienBalance: Cents;
  /** Whether the valuation fee applies (a value estimate is needed). */
  valuationFeeApplies: boolean;
  /** The largest line the CLTV cap and loan limit allow. */
  maxLine: Cents;
  capacity: DebtCapacity;
  /** The DSCR product's margins by loan-to-value, in place of the credit-score row. */
  marginsByCltv?: OfferPricing['marginsByCltv'];
}

export interface OfferBuild {
  offers: Offer[];
  /** The lowest DTI any offer reaches at the minimum loan amount: why none fit, if none did. */
  lowestDtiAtMinimum: number | null;
}

/** The grid row a score falls in: the first band whose minimum it reaches. */
export function marginRowFor(config: PricingConfig, creditScore: number) {
  return config.marginGrid.rows.find((row) => creditScore >= row.minCreditScore);
}

/** The score's origination tier, never above the organisation's cap. */
export function originationFeeFor(config: PricingConfig, creditScore: number): BasisPoints {
  const tier = config.originationFeeTiers.find((item) => creditScore >= item.minCreditScore);
  return percentToBasisPoints(
    Math.min(tier?.feePercent ?? config.maxOriginationFeePercent, config.maxOriginationFeePercent),
  );
}

function basePricing(
  config: PricingConfig,
  applicant: OfferApplicant,
): Omit<OfferPricing, 'termAdjustmentBps' | 'productAdjustmentBps'> {
  const row = marginRowFor(config, applicant.creditScore);
  if (!row) throw new RangeError(`Credit score ${applicant.creditScore} is below every grid band`);
  const recording = config.recordingByState[applicant.state];
  return {
    primeRateBps: percentToBasisPoints(config.primeRatePercent),
    primeRateAsOf: config.primeRateAsOf,
    marginsByCltv:
      applicant.marginsByCltv ??
      config.marginGrid.cltvBandMaxPercents.map((maxCltvPercent, index) => {
        const marginPercent = row.marginsPercent[index];
        if (marginPercent === undefined)
          throw new RangeError(`Margin grid row lacks band ${index}`);
        return {
          maxCltvBps: percentToBasisPoints(maxCltvPercent),
          marginBps: percentToBasisPoints(marginPercent),
        };
      }),
    // The DSCR grid prices the investment property itself: no occupancy adjustment on top.
    occupancyAdjustmentBps:
      applicant.product === 'DSCR'
        ? basisPoints(0)
        : percentToBasisPoints(config.occupancyAdjustmentPercent[applicant.occupancy]),
    autopayDiscountBps: percentToBasisPoints(config.autopayDiscountPercent),
    drawSizeAdjustments: config.drawSizeAdjustments.map((row) => ({
      minInitialDraw: dollarsToCents(row.minInitialDraw),
      adjustmentBps: percentToBasisPoints(row.adjustmentPercent),
    })),
    minAprBps: percentToBasisPoints(config.minApr),
    maxAprBps: percentToBasisPoints(config.maxApr),
    originationFeeBps: originationFeeFor(config, applicant.creditScore),
    propertyValue: applicant.propertyValue,
    existingLienBalance: applicant.existingLienBalance,
    valuationFee: applicant.valuationFeeApplies ? dollarsToCents(config.valuationFee) : ZERO_CENTS,
    manualNotarizationFee: dollarsToCents(config.manualNotarizationFee),
    recordingFee: dollarsToCents(recording.fee),
    recordingTaxPer100k: dollarsToCents(recording.taxPer100k),
  };
}

type Plan = Omit<OfferBasis, 'pricing'> &
  Pick<Offer, 'termYears' | 'drawPeriodYears'> & {
    termAdjustmentBps: BasisPoints;
    productAdjustmentBps: BasisPoints;
  };

/** Term x draw option for the HELOC and DSCR loans; draw options alone for the interest-only product. */
function plans(config: PricingConfig, product: UnderwritingProduct): Plan[] {
  if (product === 'AGE_RESTRICTED_INTEREST_ONLY') {
    return config.drawOptions.map((drawOption) => ({
      id: `INTEREST_ONLY_${drawOption.code}`,
      product,
      termYears: null,
      drawPeriodYears: null,
      repaymentPeriodYears: null,
      drawOption,
      termAdjustmentBps: basisPoints(0),
      productAdjustmentBps: percentToBasisPoints(config.interestOnlyMarginAdjustmentPercent),
    }));
  }
  return config.terms.flatMap((term) =>
    config.drawOptions.map((drawOption) => ({
      id: `${product === 'DSCR' ? 'DSCR' : 'HELOC'}_${term.termYears}Y_${drawOption.code}`,
      product,
      termYears: term.termYears,
      drawPeriodYears: term.drawPeriodYears,
      repaymentPeriodYears: term.termYears - term.drawPeriodYears,
      drawOption,
      termAdjustmentBps: percentToBasisPoints(term.marginAdjustmentPercent),
      productAdjustmentBps: basisPoints(0),
    })),
  );
}

/** Every offer whose minimum loan amount fits the borrower's debt-to-income capacity. */
export function buildOffers(config: PricingConfig, applicant: OfferApplicant): OfferBuild {
  const base = basePricing(config, applicant);
  const minAmount = dollarsToCents(config.minLoanAmount);
  const offers: Offer[] = [];
  let lowestDtiAtMinimum: number | null = null;
  for (const plan of plans(config, applicant.product)) {
    const { termAdjustmentBps, productAdjustmentBps, ...shape } = plan;
    const basis: OfferBasis = {
      ...shape,
      pricing: { ...base, termAdjustmentBps, productAdjustmentBps },
    };
    const minimumDti = dtiPercent(applicant.capacity, qualifyingMonthlyPayment(basis, minAmount));
    lowestDtiAtMinimum = Math.min(lowestDtiAtMinimum ?? minimumDti, minimumDti);
    const maxAmount = maxAmountWithinDti(basis, applicant.capacity, minAmount, applicant.maxLine);
    if (maxAmount < minAmount) continue;
    offers.push({
      ...shape,
      showTerm: plan.termYears !== null,
      minAmount,
      maxAmount,
      limitedBy:
        maxAmount < applicant.maxLine
          ? 'DTI'
          : applicant.maxLine < dollarsToCents(config.maxLoanAmount)
            ? 'CLTV'
            : 'LOAN_LIMIT',
      dtiPercent: dtiPercent(applicant.capacity, qualifyingMonthlyPayment(basis, maxAmount)),
      pricing: basis.pricing,
      quote: quoteOffer(basis, {
        amount: maxAmount,
        autopay: applicant.autopay,
        manualNotary: false,
      }),
    });
  }
  return { offers, lowestDtiAtMinimum };
}
