import { signerChecksPassed, type SignerHome } from '@openheloc/domain';

/** The signer's document requests (flag fe-heloc-additional-signer-conditions). */
export const SIGNER_CONDITIONS_PATH = '/heloc-signer/conditions';

/**
 * Where a signer continues, from where they stand (the resume page sends them there). A document
 * request waiting for them comes first, whatever their signing stage: the lender usually needs
 * it before the closing, and the dashboard leads on to the signing (decision 0026). A
 * co-borrower's credit and ID checks (both on the identity page) come before signing; a
 * co-deeder has none (decision 0025).
 */
export function nextSignerPath(home: SignerHome): string {
  if (home.state === 'CANCELLED') return '/heloc-signer/cancelled';
  if (home.conditionsOpen) return SIGNER_CONDITIONS_PATH;
  if (home.status === 'NOTARIZED') return '/heloc-signer/documents';
  if (home.status === 'SIGNED') return '/heloc-signer/notary/intro';
  if (!signerChecksPassed(home.checks.identity, home.checks.credit))
    return '/heloc-signer/identity';
  if (home.signingOpen && home.consented) return '/heloc-signer/sign';
  return '/heloc-signer/intro';
}
