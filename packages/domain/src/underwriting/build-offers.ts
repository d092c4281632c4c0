import type { OccupancyType } from '../enums/occupancy-type';
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
  propertyValue: number;
  existingLienBalance: number;
  /** Whether the valuation fee applies (a value estimate is needed). */
  valuationFeeApplies: boolean;
  /** The largest line the CLTV cap and loan limit allow. */
  maxLine: number;
  capacity: DebtCapacity;
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
export function originationFeePercentFor(config: PricingConfig, creditScore: number): number {
  const tier = config.originationFeeTiers.find((item) => creditScore >= item.minCreditScore);
  return Math.min(
    tier?.feePercent ?? config.maxOriginationFeePercent,
    config.maxOriginationFeePercent,
  );
}

function basePricing(
  config: PricingConfig,
  applicant: OfferApplicant,
): Omit<OfferPricing, 'termAdjustmentPercent' | 'productAdjustmentPercent'> {
  const row = marginRowFor(config, applicant.creditScore);
  if (!row) throw new RangeError(`Credit score ${applicant.creditScore} is below every grid band`);
  const recording = config.recordingByState[applicant.state];
  return {
    primeRatePercent: config.primeRatePercent,
    primeRateAsOf: config.primeRateAsOf,
    marginsByCltv: config.marginGrid.cltvBandMaxPercents.map((maxCltvPercent, index) => {
      const marginPercent = row.marginsPercent[index];
      if (marginPercent === undefined) throw new RangeError(`Margin grid row lacks band ${index}`);
      return { maxCltvPercent, marginPercent };
    }),
    occupancyAdjustmentPercent: config.occupancyAdjustmentPercent[applicant.occupancy],
    autopayDiscountPercent: config.autopayDiscountPercent,
    drawSizeAdjustments: config.drawSizeAdjustments,
    minApr: config.minApr,
    maxApr: config.maxApr,
    originationFeePercent: originationFeePercentFor(config, applicant.creditScore),
    propertyValue: applicant.propertyValue,
    existingLienBalance: applicant.existingLienBalance,
    valuationFee: applicant.valuationFeeApplies ? config.valuationFee : 0,
    manualNotarizationFee: config.manualNotarizationFee,
    recordingFee: recording.fee,
    recordingTaxPer100k: recording.taxPer100k,
  };
}

type Plan = Omit<OfferBasis, 'pricing'> &
  Pick<Offer, 'termYears' | 'drawPeriodYears'> & {
    termAdjustmentPercent: number;
    productAdjustmentPercent: number;
  };

/** Term x draw option for the HELOC; draw options alone for the interest-only product. */
function plans(config: PricingConfig, product: UnderwritingProduct): Plan[] {
  if (product === 'AGE_RESTRICTED_INTEREST_ONLY') {
    return config.drawOptions.map((drawOption) => ({
      id: `INTEREST_ONLY_${drawOption.code}`,
      product,
      termYears: null,
      drawPeriodYears: null,
      repaymentPeriodYears: null,
      drawOption,
      termAdjustmentPercent: 0,
      productAdjustmentPercent: config.interestOnlyMarginAdjustmentPercent,
    }));
  }
  return config.terms.flatMap((term) =>
    config.drawOptions.map((drawOption) => ({
      id: `HELOC_${term.termYears}Y_${drawOption.code}`,
      product,
      termYears: term.termYears,
      drawPeriodYears: term.drawPeriodYears,
      repaymentPeriodYears: term.termYears - term.drawPeriodYears,
      drawOption,
      termAdjustmentPercent: term.marginAdjustmentPercent,
      productAdjustmentPercent: 0,
    })),
  );
}

/** Every offer whose minimum loan amount fits the borrower's debt-to-income capacity. */
export function buildOffers(config: PricingConfig, applicant: OfferApplicant): OfferBuild {
  const base = basePricing(config, applicant);
  const offers: Offer[] = [];
  let lowestDtiAtMinimum: number | null = null;
  for (const plan of plans(config, applicant.product)) {
    const { termAdjustmentPercent, productAdjustmentPercent, ...shape } = plan;
    const basis: OfferBasis = {
      ...shape,
      pricing: { ...base, termAdjustmentPercent, productAdjustmentPercent },
    };
    const minimumDti = dtiPercent(
      applicant.capacity,
      qualifyingMonthlyPayment(basis, config.minLoanAmount),
    );
    lowestDtiAtMinimum = Math.min(lowestDtiAtMinimum ?? minimumDti, minimumDti);
    const maxAmount = maxAmountWithinDti(
      basis,
      applicant.capacity,
      config.minLoanAmount,
      applicant.maxLine,
    );
    if (maxAmount < config.minLoanAmount) continue;
    offers.push({
      ...shape,
      showTerm: plan.termYears !== null,
      minAmount: config.minLoanAmount,
      maxAmount,
      limitedBy:
        maxAmount < applicant.maxLine
          ? 'DTI'
          : applicant.maxLine < config.maxLoanAmount
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
