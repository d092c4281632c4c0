import { DSCR_PRODUCT } from './dscr';

/**
 * The credit applied for, as a notice names it (the adverse-action notice's "Application" line,
 * on screen and in the PDF): the DSCR loan is not a home equity line of credit.
 */
export function creditName(product: string): string {
  return product === DSCR_PRODUCT
    ? 'Debt-service-coverage-ratio (DSCR) loan on an investment property'
    : 'Home equity line of credit';
}
