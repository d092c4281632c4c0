/**
 * The federal agencies Regulation B's Appendix A names as administering ECOA compliance, by the
 * kind of creditor they supervise; the lender's data says which one is its own.
 */
export const ECOA_AGENCIES = {
  /** Banks, savings associations and credit unions with over $10 billion in assets, and their affiliates. */
  CFPB: 'Bureau of Consumer Financial Protection, 1700 G Street NW., Washington, DC 20552',
  /** National banks, federal savings associations and federal branches of foreign banks. */
  OCC: 'Office of the Comptroller of the Currency, Customer Assistance Group, P.O. Box 53570, Houston, TX 77052',
  /** State member banks of the Federal Reserve System. */
  FRB: 'Federal Reserve Consumer Help Center, P.O. Box 1200, Minneapolis, MN 55480',
  /** Nonmember insured banks and insured state savings associations. */
  FDIC: 'FDIC Consumer Response Center, 1100 Walnut Street, Box #11, Kansas City, MO 64106',
  /** Federal credit unions. */
  NCUA: 'National Credit Union Administration, Office of Consumer Financial Protection, 1775 Duke Street, Alexandria, VA 22314',
  /** Creditors other than the above, such as a non-bank mortgage lender. */
  FTC: 'Federal Trade Commission, Equal Credit Opportunity, Washington, DC 20580',
} as const;
export type EcoaAgency = keyof typeof ECOA_AGENCIES;
export const ECOA_AGENCY_CODES = Object.keys(ECOA_AGENCIES) as [EcoaAgency, ...EcoaAgency[]];

/** Regulation B's ECOA notice (12 CFR 1002.9(b)(1)), word for word, naming the lender's agency. */
export function ecoaNotice(agency: EcoaAgency): string {
  return `The Federal Equal Credit Opportunity Act prohibits creditors from discriminating against credit applicants on the basis of race, color, religion, national origin, sex, marital status, age (provided the applicant has the capacity to enter into a binding contract); because all or part of the applicant's income derives from any public assistance program; or because the applicant has in good faith exercised any right under the Consumer Credit Protection Act. The Federal agency that administers compliance with this law concerning this creditor is the ${ECOA_AGENCIES[agency]}.`;
}
