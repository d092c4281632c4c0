import { z } from 'zod';

/** Where a verified income figure came from (linked payroll, tax data, uploaded paystub...). */
export const INCOME_SOURCES = [
  'EMPINFO',
  'MANUAL_PAYSTUB',
  'OTHER',
  'PLAID_TRANSACTIONS',
  'POINTSERV_1099_MISC',
  'POINTSERV_PAYROLL',
  'POINTSERV_TAX',
  'TRUV_FINANCIAL_ACCOUNTS',
  'TRUV_PAYROLL',
  'UNKNOWN',
] as const;
export const zIncomeSource = z.enum(INCOME_SOURCES);
export type IncomeSource = z.infer<typeof zIncomeSource>;
