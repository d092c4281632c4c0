import { z } from 'zod';

/**
 * Paid third-party calls (soft and hard pulls, property records, valuations, flood certificates,
 * title, income and identity checks) a lender allows in one day (UTC). Past it, applications
 * wait and resume the next day, or as soon as operations raise the budget.
 */
export const DEFAULT_PAID_CALLS_PER_DAY = 2000;
export const MAX_PAID_CALLS_PER_DAY = 1_000_000;

export const zProviderBudget = z.object({
  orgCode: z.string(),
  brandName: z.string(),
  callsPerDay: z.number().int().min(0),
  /** True when the lender has no budget of its own and uses the deployment's default. */
  isDefault: z.boolean(),
  usedToday: z.number().int().min(0),
  /** Applications waiting for the budget (their checks resume by `resetsAt`). */
  waitingApplications: z.number().int().min(0),
  resetsAt: z.iso.datetime(),
});
export type ProviderBudget = z.infer<typeof zProviderBudget>;
export const zProviderBudgetList = z.array(zProviderBudget);

export const zSetProviderBudget = z.object({
  callsPerDay: z
    .number({ error: 'Enter a whole number of calls.' })
    .int('Enter a whole number of calls.')
    .min(0, 'Enter a whole number of calls, 0 or more.')
    .max(MAX_PAID_CALLS_PER_DAY, 'Enter at most 1,000,000 calls a day.'),
});
export type SetProviderBudget = z.infer<typeof zSetProviderBudget>;

/** What the borrower reads while their application waits for the lender's budget. */
export const PROVIDER_BUDGET_MESSAGES = {
  title: 'Your application is in line',
  held: 'We’re receiving more applications than usual today, so yours is waiting its turn. Your answers are saved and nothing is lost: we’ll continue automatically',
  exhausted:
    'We can’t run this check right now because we’re receiving more applications than usual. Nothing you entered is lost; please try again tomorrow.',
} as const;
