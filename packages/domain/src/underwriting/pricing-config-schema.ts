import { z } from 'zod';
import {
  ORIGINATION_FEE_MAX_PERCENT,
  RECORDING_FEES_MAX,
  RECORDING_FEES_MIN,
  RECORDING_TAXES_MAX,
  RECORDING_TAXES_MIN,
} from '../constants/lending-limits';
import { zUsState } from '../enums/us-state';
import { isWholeBasisPoints } from '../money/basis-points';
import { isWholeCents } from '../money/cents';

/** Configured as people write them; priced as basis points and cents, so no finer than those. */
const WHOLE_BASIS_POINTS = 'Must have at most two decimals (a whole number of basis points)';
const WHOLE_CENTS = 'Must be a whole number of cents';
const zPercentNumber = z.number().refine(isWholeBasisPoints, WHOLE_BASIS_POINTS);
const zPercent = zPercentNumber.min(0).max(100);
/** Margins and adjustments are percentage points added to the prime rate; discounts may be negative. */
const zRatePoints = zPercentNumber.min(-10).max(25);
const zDollars = z.number().refine(isWholeCents, WHOLE_CENTS).min(0);
const zCreditScore = z.number().int().min(300).max(850);

const zPerOccupancy = <T extends z.ZodType>(value: T) =>
  z.strictObject({ PRIMARY: value, SECONDARY: value, INVESTMENT: value });

export const zMarginGrid = z.strictObject({
  /** Upper edge (inclusive) of each combined-loan-to-value column, ascending. */
  cltvBandMaxPercents: z.array(zPercent).min(1),
  /** One row per credit-score band, best band first; a score falls in the first row it reaches. */
  rows: z
    .array(
      z.strictObject({
        minCreditScore: zCreditScore,
        marginsPercent: z.array(zRatePoints),
      }),
    )
    .min(1),
});
export type MarginGrid = z.infer<typeof zMarginGrid>;

export const zDrawSizeAdjustment = z.strictObject({
  /** Applies from this initial draw upwards, until the next row's threshold. */
  minInitialDraw: zDollars,
  adjustmentPercent: zRatePoints,
});
export type DrawSizeAdjustment = z.infer<typeof zDrawSizeAdjustment>;

export const zTermOption = z.strictObject({
  termYears: z.number().int().min(1).max(40),
  /** Interest-only draw period; the rest of the term repays the balance. */
  drawPeriodYears: z.number().int().min(1).max(40),
  marginAdjustmentPercent: zRatePoints,
});
export type TermOption = z.infer<typeof zTermOption>;

export const zDrawOption = z.strictObject({
  code: z.string().regex(/^[A-Z][A-Z0-9_]{0,39}$/, 'Use capital letters, digits and underscores'),
  /** Share of the line drawn at closing (the initial draw the origination fee is charged on). */
  initialDrawPercent: zPercentNumber.gt(0).max(100),
});
export type DrawOption = z.infer<typeof zDrawOption>;

export const zOriginationFeeTier = z.strictObject({
  minCreditScore: zCreditScore,
  feePercent: zPercentNumber
    .min(0)
    .max(ORIGINATION_FEE_MAX_PERCENT, `Must be at most ${ORIGINATION_FEE_MAX_PERCENT}%`),
});
export type OriginationFeeTier = z.infer<typeof zOriginationFeeTier>;

export const zStateRecordingCosts = z.strictObject({
  fee: zDollars.min(RECORDING_FEES_MIN).max(RECORDING_FEES_MAX),
  /** Recording tax per $100,000 borrowed. */
  taxPer100k: zDollars.min(RECORDING_TAXES_MIN).max(RECORDING_TAXES_MAX),
});
export type StateRecordingCosts = z.infer<typeof zStateRecordingCosts>;

const zPricingConfigShape = z.strictObject({
  /** Present on an organisation's pricing objects, which are kept one per product. */
  productName: z.string().optional(),
  primeRatePercent: zPercentNumber.positive().max(100),
  primeRateAsOf: z.iso.date(),
  minLoanAmount: z.number().int().positive(),
  maxLoanAmount: z.number().int().positive(),
  minApr: zPercentNumber.positive().max(100),
  maxApr: zPercentNumber.positive().max(100),
  maxOriginationFeePercent: zPercentNumber
    .min(0)
    .max(ORIGINATION_FEE_MAX_PERCENT, `Must be at most ${ORIGINATION_FEE_MAX_PERCENT}%`),
  marginGrid: zMarginGrid,
  occupancyAdjustmentPercent: zPerOccupancy(zRatePoints),
  autopayDiscountPercent: zPercentNumber.min(0).max(5),
  drawSizeAdjustments: z.array(zDrawSizeAdjustment).min(1),
  terms: z.array(zTermOption).min(1),
  drawOptions: z.array(zDrawOption).min(1),
  /** Added for the age-restricted interest-only product, which has no fixed term. */
  interestOnlyMarginAdjustmentPercent: zRatePoints,
  maxCltvPercentByOccupancy: zPerOccupancy(zPercent),
  maxDtiPercent: zPercent,
  minCreditScore: zCreditScore,
  originationFeeTiers: z.array(zOriginationFeeTier).min(1),
  valuationFee: zDollars,
  manualNotarizationFee: zDollars,
  recordingByState: z.record(zUsState, zStateRecordingCosts),
  /** States whose law needs a value estimate (BPO) whatever the automated valuation says. */
  bpoRequiredStates: z.array(zUsState),
  /** Automated valuations below this confidence score (0-100) need a BPO. */
  minAvmConfidence: zPercent,
  /** Homes bought or retitled fewer than this many days ago are ineligible. */
  recentTransferDays: z.number().int().min(0).max(3650),
  /** A mortgage delinquency reported within this many days sends the application to review. */
  mortgageDelinquencyLookbackDays: z.number().int().min(0).max(3650),
});

function strictlyIncreasing(values: readonly number[]): boolean {
  return values.every((value, index) => index === 0 || value > (values[index - 1] ?? value));
}

type Shape = z.infer<typeof zPricingConfigShape>;
type Issue = { path: (string | number)[]; message: string };

/** Rules that tie several fields together, so every score, CLTV and draw can be priced. */
function crossFieldIssues(config: Shape): Issue[] {
  const issues: Issue[] = [];
  const { marginGrid, drawSizeAdjustments, originationFeeTiers } = config;
  if (config.minLoanAmount > config.maxLoanAmount) {
    issues.push({ path: ['maxLoanAmount'], message: 'Must be at least minLoanAmount' });
  }
  if (config.minApr > config.maxApr) {
    issues.push({ path: ['maxApr'], message: 'Must be at least minApr' });
  }
  if (!strictlyIncreasing(marginGrid.cltvBandMaxPercents)) {
    issues.push({ path: ['marginGrid', 'cltvBandMaxPercents'], message: 'Must be ascending' });
  }
  const rowScores = marginGrid.rows.map((row) => row.minCreditScore);
  if (!strictlyIncreasing([...rowScores].reverse())) {
    issues.push({
      path: ['marginGrid', 'rows'],
      message: 'Credit-score bands must be in descending order',
    });
  }
  marginGrid.rows.forEach((row, index) => {
    if (row.marginsPercent.length !== marginGrid.cltvBandMaxPercents.length) {
      issues.push({
        path: ['marginGrid', 'rows', index, 'marginsPercent'],
        message: `Expected ${marginGrid.cltvBandMaxPercents.length} margins, one per CLTV band`,
      });
    }
  });
  if ((rowScores.at(-1) ?? 0) > config.minCreditScore) {
    issues.push({
      path: ['marginGrid', 'rows'],
      message: 'The lowest credit-score band must reach down to minCreditScore',
    });
  }
  const topBand = marginGrid.cltvBandMaxPercents.at(-1) ?? 0;
  for (const occupancy of ['PRIMARY', 'SECONDARY', 'INVESTMENT'] as const) {
    if (config.maxCltvPercentByOccupancy[occupancy] > topBand) {
      issues.push({
        path: ['maxCltvPercentByOccupancy', occupancy],
        message: 'Must not exceed the highest CLTV band of the margin grid',
      });
    }
  }
  if (drawSizeAdjustments[0]?.minInitialDraw !== 0) {
    issues.push({
      path: ['drawSizeAdjustments', 0, 'minInitialDraw'],
      message: 'The first draw-size row must start at 0',
    });
  }
  if (!strictlyIncreasing(drawSizeAdjustments.map((row) => row.minInitialDraw))) {
    issues.push({ path: ['drawSizeAdjustments'], message: 'Thresholds must be ascending' });
  }
  config.terms.forEach((term, index) => {
    if (term.drawPeriodYears >= term.termYears) {
      issues.push({
        path: ['terms', index, 'drawPeriodYears'],
        message: 'Must be shorter than termYears',
      });
    }
  });
  if (new Set(config.terms.map((term) => term.termYears)).size !== config.terms.length) {
    issues.push({ path: ['terms'], message: 'Each term may be listed once' });
  }
  if (new Set(config.drawOptions.map((option) => option.code)).size !== config.drawOptions.length) {
    issues.push({ path: ['drawOptions'], message: 'Each draw option code may be listed once' });
  }
  const tierScores = originationFeeTiers.map((tier) => tier.minCreditScore);
  if (!strictlyIncreasing([...tierScores].reverse())) {
    issues.push({
      path: ['originationFeeTiers'],
      message: 'Credit-score tiers must be in descending order',
    });
  }
  if ((tierScores.at(-1) ?? 0) > config.minCreditScore) {
    issues.push({
      path: ['originationFeeTiers'],
      message: 'The lowest tier must reach down to minCreditScore',
    });
  }
  return issues;
}

/**
 * An organisation's pricing and underwriting rules as configured: rates and margins are
 * percentage points (at most two decimals), amounts are dollars (whole cents); offers carry them
 * as basis points and cents. The names of the organisation record's pricing fields (minLoanAmount,
 * minApr, primeRatePercent...) are kept so its pricing objects merge straight over the defaults.
 */
export const zPricingConfig = zPricingConfigShape.superRefine((config, ctx) => {
  for (const issue of crossFieldIssues(config)) {
    ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  }
});
export type PricingConfig = z.infer<typeof zPricingConfig>;
