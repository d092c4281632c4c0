/** Offer and fee limits the footer discloses (dollars unless named _PERCENT). */
export const LOAN_AMOUNT_MIN = 15_000;
export const LOAN_AMOUNT_MAX = 400_000;
export const APR_MIN_PERCENT = 7.6;
export const APR_MAX_PERCENT = 17.2;
/** Charged on the initial draw. */
export const ORIGINATION_FEE_MAX_PERCENT = 4.99;
/** Charged only when no automated valuation is available. */
export const VALUATION_COST = 180;
export const MANUAL_NOTARIZATION_COST = 300;
export const RECORDING_FEES_MIN = 0;
export const RECORDING_FEES_MAX = 315;
export const RECORDING_TAXES_MIN = 0;
export const RECORDING_TAXES_MAX = 1_400;
/** Recording taxes are quoted per this much borrowed. */
export const RECORDING_TAXES_PER_AMOUNT = 100_000;
/** Homes bought or retitled within this many days are ineligible. */
export const RECENT_TRANSFER_INELIGIBILITY_DAYS = 90;
export const ENCRYPTION_BITS = 256;
/** Marketing claims: approval in minutes, funding in business days. */
export const APPROVAL_MINUTES = 5;
export const FUNDING_BUSINESS_DAYS = 5;
/** Paystubs required when a condition does not say (xtraData.numDocsRequired). */
export const DEFAULT_NUM_DOCS_REQUIRED = 1;
