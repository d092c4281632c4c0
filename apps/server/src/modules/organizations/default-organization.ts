/** The product's own retail organisation: what a request gets without `x-org` or a known host. */
export const DEFAULT_ORG_CODE = 'OPENHELOC';

/** The product every lender offers; pricing for other products starts from its defaults. */
export const DEFAULT_PRODUCT = 'heloc';
