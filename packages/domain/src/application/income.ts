import { z } from 'zod';
import { zCents } from '../money/cents-schema';
import { zEmploymentType } from '../enums/employment-type';
import { zIncomeSource, type IncomeSource } from '../enums/income-source';
import { zVerificationStatus } from '../enums/application-status';

/** The income sources a borrower links through an aggregator; MANUAL_PAYSTUB is uploaded. */
export const INCOME_LINK_SOURCES = [
  'TRUV_PAYROLL',
  'POINTSERV_PAYROLL',
  'EMPINFO',
  'PLAID_TRANSACTIONS',
  'TRUV_FINANCIAL_ACCOUNTS',
  'POINTSERV_TAX',
  'POINTSERV_1099_MISC',
] as const satisfies readonly IncomeSource[];
export const zIncomeLinkSource = z.enum(INCOME_LINK_SOURCES);
export type IncomeLinkSource = z.infer<typeof zIncomeLinkSource>;

export const INCOME_DATA_KINDS = ['PAYROLL', 'BANK', 'TAX'] as const;
export const zIncomeDataKind = z.enum(INCOME_DATA_KINDS);
export type IncomeDataKind = z.infer<typeof zIncomeDataKind>;

/** What each link source reads: a payroll account, bank deposits or filed tax returns. */
export const INCOME_LINK_SOURCE_KIND: Readonly<Record<IncomeLinkSource, IncomeDataKind>> = {
  TRUV_PAYROLL: 'PAYROLL',
  POINTSERV_PAYROLL: 'PAYROLL',
  EMPINFO: 'PAYROLL',
  PLAID_TRANSACTIONS: 'BANK',
  TRUV_FINANCIAL_ACCOUNTS: 'BANK',
  POINTSERV_TAX: 'TAX',
  POINTSERV_1099_MISC: 'TAX',
};

/** Pointserv sources hand the borrower back to income/pointserv-callback when done. */
export const POINTSERV_SOURCES: readonly IncomeLinkSource[] = [
  'POINTSERV_PAYROLL',
  'POINTSERV_TAX',
  'POINTSERV_1099_MISC',
];

/** How the review names each way to verify income, and what the borrower signs in to. */
export const INCOME_LINK_SOURCE_LABELS: Readonly<
  Record<IncomeLinkSource, { title: string; description: string }>
> = {
  TRUV_PAYROLL: {
    title: 'Payroll account',
    description: 'Sign in to the payroll provider that pays you. Your recent pay is read once.',
  },
  POINTSERV_PAYROLL: {
    title: 'Payroll records',
    description: 'Connect the payroll system your employer uses to share your pay history.',
  },
  EMPINFO: {
    title: 'Employer records',
    description: 'Connect your employer’s HR system to confirm your job and salary.',
  },
  PLAID_TRANSACTIONS: {
    title: 'Bank deposits',
    description: 'Sign in to the bank your pay is deposited into. We look only at deposits.',
  },
  TRUV_FINANCIAL_ACCOUNTS: {
    title: 'Bank and investment accounts',
    description: 'Sign in to the accounts your income is paid into.',
  },
  POINTSERV_TAX: {
    title: 'Tax returns',
    description: 'Connect your filed tax returns for the last two years.',
  },
  POINTSERV_1099_MISC: {
    title: '1099 forms',
    description: 'Connect the 1099 forms reported for your self-employment income.',
  },
};

/** What the borrower is asked to choose in the link dialog, for each kind of data. */
export const INCOME_DATA_KIND_LABELS: Readonly<
  Record<IncomeDataKind, { institution: string; data: string }>
> = {
  PAYROLL: { institution: 'payroll provider', data: 'your employer, job title and pay' },
  BANK: { institution: 'bank', data: 'the deposits into your accounts' },
  TAX: { institution: 'tax records provider', data: 'your filed tax returns and 1099 forms' },
};

export const zIncomeView = z.object({
  /** The primary source of income the borrower gave at registration. */
  employmentType: z.nullable(zEmploymentType),
  annualIncome: zCents,
  otherIncome: zCents,
  /** The ways the employment type's income can be verified, the first the one suggested. */
  linkSources: z.array(zIncomeLinkSource),
  /** Whether the application asks for paystubs (linking did not prove income). */
  paystubsAsked: z.boolean(),
  /** How many paystubs the paystub request asks for (numDocsRequired, default 1). */
  paystubsRequired: z.number().int().min(1),
  sources: z.array(
    z.object({
      source: zIncomeSource,
      status: zVerificationStatus,
      createdAt: z.iso.datetime(),
    }),
  ),
});
export type IncomeView = z.infer<typeof zIncomeView>;

/** The link dialog's steps, kept on the server so a reload or an OAuth return resumes it. */
export const LINK_SESSION_STEPS = ['CHOOSE', 'CONSENT', 'LINKED', 'FAILED', 'USED'] as const;
export const zLinkSessionStep = z.enum(LINK_SESSION_STEPS);
export type LinkSessionStep = z.infer<typeof zLinkSessionStep>;

export const LINK_SESSION_FAILURES = [
  'INVALID_CREDENTIALS',
  'INSTITUTION_NOT_RESPONDING',
  'EMPLOYER_NOT_SUPPORTED',
  'NO_INCOME_DEPOSITS_FOUND',
  'NO_TAX_RETURNS_FOUND',
] as const;
export const zLinkSessionFailure = z.enum(LINK_SESSION_FAILURES);
export type LinkSessionFailure = z.infer<typeof zLinkSessionFailure>;

/** Why a link failed, as the borrower reads it. */
export const LINK_FAILURE_MESSAGES: Readonly<Record<LinkSessionFailure, string>> = {
  INVALID_CREDENTIALS: 'The username or password you entered is incorrect. Please try again.',
  INSTITUTION_NOT_RESPONDING:
    'This institution isn’t responding right now. Please try again later or choose another.',
  EMPLOYER_NOT_SUPPORTED: 'We couldn’t read your pay from this payroll account.',
  NO_INCOME_DEPOSITS_FOUND: 'We didn’t find any income deposits in this account.',
  NO_TAX_RETURNS_FOUND: 'We didn’t find any filed tax returns for you.',
};

export const zLinkInstitution = z.object({ id: z.string(), name: z.string() });
export type LinkInstitution = z.infer<typeof zLinkInstitution>;

export const zLinkSessionView = z.object({
  uuid: z.uuid(),
  source: zIncomeLinkSource,
  kind: zIncomeDataKind,
  step: zLinkSessionStep,
  institutions: z.array(zLinkInstitution),
  /** Sandbox only: what signs in; null with a real aggregator. */
  sandboxCredentials: z.object({ username: z.string(), password: z.string() }).nullable(),
  institution: zLinkInstitution.nullable(),
  /** The latest failure: a sign-in to retry, or why the link found no income. */
  failure: zLinkSessionFailure.nullable(),
  /** Linked payroll only. */
  employerName: z.string().nullable(),
});
export type LinkSessionView = z.infer<typeof zLinkSessionView>;

export const zLinkSessionStartRequest = z.object({ source: zIncomeLinkSource });

export const SIGN_IN_REQUIRED_MESSAGES = {
  institutionId: 'Please choose one',
  username: 'Please enter your username',
  password: 'Please enter your password',
} as const;

export const zLinkSignInRequest = z.object({
  institutionId: z.string().trim().min(1, SIGN_IN_REQUIRED_MESSAGES.institutionId).max(64),
  username: z.string().trim().min(1, SIGN_IN_REQUIRED_MESSAGES.username).max(128),
  password: z.string().min(1, SIGN_IN_REQUIRED_MESSAGES.password).max(128),
});
export type LinkSignInRequest = z.input<typeof zLinkSignInRequest>;

export const LINK_NOT_FINISHED_MESSAGE = 'Please finish linking your income first';

export const zLinkConsentRequest = z.object({
  granted: z.literal(true, { error: 'Please allow access to continue' }),
});
