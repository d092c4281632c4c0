import { Link } from 'react-router';
import { buttonClasses } from '@/components/button-classes';
import { linkClasses } from '@/components/link-classes';
import { useSignerHome } from './signer-api';
import { SignerScreen, SignerScreenLoading } from './signer-screen';

const TITLE = 'Meet your notary';
const CAPTION = 'Notary';

/**
 * heloc-signer/notary/intro: once the signer has signed, they meet a notary online with their
 * photo ID. The room opens when the borrower has signed too; until then this page waits.
 */
export function SignerNotaryIntroPage() {
  // Polled while waiting for the borrower to sign (the room opens then).
  const home = useSignerHome({ refetchInterval: 10_000 });
  if (!home.data) {
    return <SignerScreenLoading title={TITLE} caption={CAPTION} error={home.error} />;
  }
  const { status, state, borrowerName } = home.data;
  if (status === 'NOTARIZED') {
    return (
      <SignerScreen title={TITLE} caption={CAPTION}>
        <p className="mb-6">Your notarization is complete.</p>
        <Link to="/heloc-signer/documents" className={buttonClasses()}>
          See your documents
        </Link>
      </SignerScreen>
    );
  }
  if (status !== 'SIGNED') {
    return (
      <SignerScreen title={TITLE} caption={CAPTION}>
        <p className="mb-6">Please sign your documents before meeting the notary.</p>
        <Link to="/heloc-signer/sign" className={buttonClasses()}>
          Go to your documents
        </Link>
      </SignerScreen>
    );
  }
  return (
    <SignerScreen title={TITLE} caption={CAPTION}>
      <p className="mb-4">
        A notary confirms who you are on a video call, then notarizes your signature. It takes about
        10 minutes.
      </p>
      <ul className="mb-6 list-disc space-y-1 pl-6">
        <li>Have your photo ID (driver’s license or passport) with you.</li>
        <li>Use a device with a camera and microphone, in a quiet place.</li>
      </ul>
      {state === 'DEED_SIGNING' ? (
        <Link to="/heloc-signer/notary/session" className={buttonClasses()}>
          Start the online session
        </Link>
      ) : (
        <p role="status" className="font-semibold">
          The session opens once {borrowerName} has signed their documents. This page updates by
          itself, and we will e-mail you.
        </p>
      )}
      <p className="mt-6 text-sm">
        <Link to="/heloc-signer/notary/error" className={linkClasses}>
          What to do if the session does not start
        </Link>
      </p>
    </SignerScreen>
  );
}
