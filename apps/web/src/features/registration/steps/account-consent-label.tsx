import { ExternalLink } from '@/components/external-link';
import { toDocumentPath } from '@/lib/base-path';

/**
 * The policies open in a new tab: they are full pages outside the registration, and leaving
 * this one would lose the password, which is never stored.
 */
function PolicyLink({ path, children }: { path: string; children: string }) {
  return (
    <ExternalLink href={toDocumentPath(path)} newTab>
      {children}
    </ExternalLink>
  );
}

/** The words of the two required consents of the password step. */
export function AccountConsentLabel({
  consent,
}: {
  consent: 'termPrivacyConsent' | 'communicationConsent';
}) {
  if (consent === 'termPrivacyConsent') {
    return (
      <>
        I agree to the <PolicyLink path="/terms">Terms of use</PolicyLink> and the{' '}
        <PolicyLink path="/privacy">Privacy policy</PolicyLink>.
      </>
    );
  }
  return (
    <>
      I agree to receive disclosures, notices and other communications electronically, as the{' '}
      <PolicyLink path="/communications">Electronic communications policy</PolicyLink> describes.
    </>
  );
}
