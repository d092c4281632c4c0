import { Link } from 'react-router';
import { buttonClasses } from '@/components/button-classes';
import { TextLink } from '@/components/text-link';
import { useOrganization } from '@/lib/organization/organization-context';
import { SignerScreen } from './signer-screen';

/** heloc-signer/notary/error: what to do when the session does not start. */
export function SignerNotaryErrorPage() {
  const organization = useOrganization();
  return (
    <SignerScreen title="If your notary session does not start" caption="Notary">
      <ul className="mb-6 list-disc space-y-2 pl-6">
        <li>Allow this site to use your camera and microphone, then reload the page.</li>
        <li>Close other apps that use the camera, or try another device or browser.</li>
        <li>
          Still stuck? Call us at {organization.footerData.phoneFormatted} and we will help you.
        </li>
      </ul>
      <Link to="/heloc-signer/notary/intro" className={buttonClasses()}>
        Back to the notary
      </Link>
    </SignerScreen>
  );
}

/** heloc-signer/cancelled: the application was cancelled; nothing is left to sign. */
export function SignerCancelledPage() {
  return (
    <SignerScreen title="This application was cancelled">
      <p>There is nothing for you to sign. You do not need to do anything else.</p>
    </SignerScreen>
  );
}

/** heloc-signer/error: something failed; the way back in. */
export function SignerErrorPage() {
  const organization = useOrganization();
  return (
    <SignerScreen title="Sorry, looks like we have hit a snag!">
      <p className="mb-6">
        Please try again. If it keeps happening, call us at {organization.footerData.phoneFormatted}
        .
      </p>
      <p>
        <TextLink to="/heloc-signer/resume">Try again</TextLink>
      </p>
    </SignerScreen>
  );
}
