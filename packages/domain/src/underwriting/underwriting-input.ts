import { z } from 'zod';
import { zRegistrationIncomeSource } from '../enums/employment-type';
import { zOccupancyType } from '../enums/occupancy-type';
import { zUsState } from '../enums/us-state';
import { zCents } from '../money/cents-schema';
import { zDscrPricingGrid } from '../lending/dscr';

const zPositiveAmount = zCents.refine((amount) => amount > 0, 'Must be positive');
const zAmount = zCents.refine((amount) => amount >= 0, 'Must not be negative');

export const UNDERWRITING_PRODUCTS = ['HELOC', 'AGE_RESTRICTED_INTEREST_ONLY', 'DSCR'] as const;
/**
 * HELOC: fixed term with an interest-only draw period; the age-restricted product is interest
 * only with no fixed term; DSCR: the HELOC's terms on an investment property, qualified on its
 * rent rather than the borrower's income.
 */
export const zUnderwritingProduct = z.enum(UNDERWRITING_PRODUCTS);
export type UnderwritingProduct = z.infer<typeof zUnderwritingProduct>;

export const TRADELINE_TYPES = ['INSTALLMENT', 'REVOLVING', 'MORTGAGE', 'OTHER'] as const;

export const zTradeline = z.object({
  type: z.enum(TRADELINE_TYPES),
  balance: zAmount,
  monthlyPayment: zAmount,
});
export type Tradeline = z.infer<typeof zTradeline>;

/** A lien the bureau reports against the subject property. */
export const zMortgageLien = z.object({ balance: zAmount, monthlyPayment: zAmount });
export type MortgageLien = z.infer<typeof zMortgageLien>;

export const zDelinquency = z.object({
  type: z.enum(['MORTGAGE', 'OTHER']),
  daysPastDue: z.number().int().min(1),
  /** When the late payment was reported (yyyy-MM-dd). */
  reportedOn: z.iso.date(),
});
export type Delinquency = z.infer<typeof zDelinquency>;

/** The credit bureau's answer: a frozen file, no file at all, or a report. */
export const zCreditSummary = z.discriminatedUnion('status', [
  z.object({ status: z.literal('FROZEN') }),
  z.object({ status: z.literal('NO_FILE') }),
  z.object({
    status: z.literal('FOUND'),
    /** Null when the file is too thin to score. */
    score: z.number().int().min(300).max(850).nullable(),
    /** Every debt other than the liens on the subject property. */
    tradelines: z.array(zTradeline),
    mortgageLiens: z.array(zMortgageLien),
    delinquencies: z.array(zDelinquency),
  }),
]);
export type CreditSummary = z.infer<typeof zCreditSummary>;

export const zPropertySummary = z.object({
  state: zUsState,
  occupancy: zOccupancyType,
  /** Automated valuation with its confidence score (0-100), or null when none is available. */
  avm: z.object({ value: zPositiveAmount, confidence: z.number().min(0).max(100) }).nullable(),
  /** A completed broker price opinion (value estimate), once one exists. */
  bpoValue: zPositiveAmount.nullable(),
  /** Sum of open lien balances in the property records. */
  existingLienBalance: zAmount,
  /** Date of the last sale or retitling (yyyy-MM-dd), null when the records show none. */
  lastTransferDate: z.iso.date().nullable(),
  /** FEMA flood zone from the flood certificate, null while the certificate is pending. */
  floodZone: z.string().trim().min(1).nullable(),
});
export type PropertySummary = z.infer<typeof zPropertySummary>;

export const zStatedIncome = z.object({
  annual: zAmount,
  other: zAmount,
  employmentType: zRegistrationIncomeSource,
  /** True once income verification has confirmed the stated income. */
  verified: z.boolean(),
});
export type StatedIncome = z.infer<typeof zStatedIncome>;

/** Where the qualifying rent came from: the valuation provider's estimate or a lease. */
export const zRentSource = z.enum(['RENT_ESTIMATE', 'LEASE']);
export type RentSource = z.infer<typeof zRentSource>;

/** The property's monthly rent and carrying costs, which the DSCR loan is qualified on. */
export const zRentalIncome = z.object({
  source: zRentSource,
  monthlyRent: zAmount,
  monthlyTaxes: zAmount,
  monthlyInsurance: zAmount,
  monthlyAssociationDues: zAmount,
});
export type RentalIncome = z.infer<typeof zRentalIncome>;

export const zUnderwritingInput = z
  .object({
    credit: zCreditSummary,
    property: zPropertySummary,
    income: zStatedIncome,
    product: zUnderwritingProduct,
    autopay: z.boolean(),
    /** The DSCR product's rent and the lender's grid; only for that product. */
    dscr: z.object({ rent: zRentalIncome, grid: zDscrPricingGrid }).optional(),
  })
  .refine((input) => (input.product === 'DSCR') === (input.dscr !== undefined), {
    message: 'The DSCR product, and only it, is underwritten on rent and a DSCR grid',
    path: ['dscr'],
  });
export type UnderwritingInput = z.infer<typeof zUnderwritingInput>;
