import {
  APR_MAX_PERCENT,
  APR_MIN_PERCENT,
  LOAN_AMOUNT_MAX,
  LOAN_AMOUNT_MIN,
  MANUAL_NOTARIZATION_COST,
  ORIGINATION_FEE_MAX_PERCENT,
  RECENT_TRANSFER_INELIGIBILITY_DAYS,
  VALUATION_COST,
} from '../constants/lending-limits';
import { TEXAS } from '../enums/us-state';
import { DEFAULT_RECORDING_COSTS } from './default-recording-costs';
import { zPricingConfig, type PricingConfig } from './pricing-config-schema';

/**
 * The product's own pricing, which every organisation's pricing data is merged over. Limits and
 * fees are the spec's (section 9); the grid, adjustments and terms are the product's rate sheet.
 */
export const DEFAULT_PRICING_CONFIG: PricingConfig = zPricingConfig.parse({
  primeRatePercent: 7.25,
  primeRateAsOf: '2026-11-01',
  minLoanAmount: LOAN_AMOUNT_MIN,
  maxLoanAmount: LOAN_AMOUNT_MAX,
  minApr: APR_MIN_PERCENT,
  maxApr: APR_MAX_PERCENT,
  maxOriginationFeePercent: ORIGINATION_FEE_MAX_PERCENT,
  marginGrid: {
    cltvBandMaxPercents: [60, 70, 75, 80, 85],
    rows: [
      { minCreditScore: 760, marginsPercent: [0, 0.25, 0.5, 0.75, 1.25] },
      { minCreditScore: 740, marginsPercent: [0.25, 0.5, 0.75, 1, 1.5] },
      { minCreditScore: 720, marginsPercent: [0.75, 1, 1.25, 1.5, 2] },
      { minCreditScore: 700, marginsPercent: [1.25, 1.5, 1.75, 2.25, 2.75] },
      { minCreditScore: 680, marginsPercent: [2, 2.25, 2.75, 3.25, 3.75] },
      { minCreditScore: 660, marginsPercent: [3, 3.5, 4, 4.5, 5.25] },
      { minCreditScore: 640, marginsPercent: [4.5, 5, 5.5, 6.25, 7] },
    ],
  },
  occupancyAdjustmentPercent: { PRIMARY: 0, SECONDARY: 0.5, INVESTMENT: 1.5 },
  autopayDiscountPercent: 0.25,
  drawSizeAdjustments: [
    { minInitialDraw: 0, adjustmentPercent: 0.5 },
    { minInitialDraw: 50_000, adjustmentPercent: 0.25 },
    { minInitialDraw: 100_000, adjustmentPercent: 0 },
  ],
  terms: [
    { termYears: 5, drawPeriodYears: 2, marginAdjustmentPercent: 0 },
    { termYears: 10, drawPeriodYears: 3, marginAdjustmentPercent: 0.25 },
    { termYears: 15, drawPeriodYears: 4, marginAdjustmentPercent: 0.5 },
    { termYears: 30, drawPeriodYears: 5, marginAdjustmentPercent: 0.75 },
  ],
  drawOptions: [
    { code: 'FULL_DRAW', initialDrawPercent: 100 },
    { code: 'HALF_DRAW', initialDrawPercent: 50 },
  ],
  interestOnlyMarginAdjustmentPercent: 0.5,
  maxCltvPercentByOccupancy: { PRIMARY: 85, SECONDARY: 75, INVESTMENT: 70 },
  maxDtiPercent: 50,
  minCreditScore: 640,
  originationFeeTiers: [
    { minCreditScore: 760, feePercent: 1.99 },
    { minCreditScore: 740, feePercent: 2.49 },
    { minCreditScore: 700, feePercent: 2.99 },
    { minCreditScore: 680, feePercent: 3.99 },
    { minCreditScore: 640, feePercent: ORIGINATION_FEE_MAX_PERCENT },
  ],
  valuationFee: VALUATION_COST,
  manualNotarizationFee: MANUAL_NOTARIZATION_COST,
  recordingByState: DEFAULT_RECORDING_COSTS,
  bpoRequiredStates: [TEXAS],
  minAvmConfidence: 80,
  recentTransferDays: RECENT_TRANSFER_INELIGIBILITY_DAYS,
  mortgageDelinquencyLookbackDays: 365,
});
