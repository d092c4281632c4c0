import type { SignerHome } from '@openheloc/domain';

/** Where a signer continues, from where they stand (the resume page sends them there). */
export function nextSignerPath(home: SignerHome): string {
  if (home.state === 'CANCELLED') return '/heloc-signer/cancelled';
  if (home.status === 'NOTARIZED') return '/heloc-signer/documents';
  if (home.status === 'SIGNED') return '/heloc-signer/notary/intro';
  if (home.signingOpen && home.consented) return '/heloc-signer/sign';
  return '/heloc-signer/intro';
}
