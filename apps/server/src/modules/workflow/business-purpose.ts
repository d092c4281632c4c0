import { DSCR_PRODUCT } from '@openheloc/domain';
import type { ApplicationRow } from '../../db/rows';

/**
 * The DSCR loan finances an investment property: business-purpose credit, outside Regulation Z
 * (12 CFR 1026.3(a)), so no right to cancel (1026.23), no HELOC booklet and no income check of
 * the borrower (decision 0050).
 */
export function isBusinessPurpose(application: Pick<ApplicationRow, 'product'>): boolean {
  return application.product === DSCR_PRODUCT;
}
