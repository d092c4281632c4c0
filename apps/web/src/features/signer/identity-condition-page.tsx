import { documentRequestText } from '@openheloc/domain';
import { Link } from 'react-router';
import { TextLink } from '@/components/text-link';
import { buttonClasses } from '@/components/button-classes';
import { SignerConditionsGate } from './conditions-gate';
import { SIGNER_CONDITIONS_PATH } from './next-step';
import { useSignerConditions } from './signer-api';
import { SignerScreen } from './signer-screen';

const TITLE = 'Verify your identity';
/** The signer's identity check, which comes back to their requests when done. */
const IDENTITY_PATH = `/heloc-signer/identity?returnTo=${encodeURIComponent(SIGNER_CONDITIONS_PATH)}`;

function IdentityRequest() {
  const conditions = useSignerConditions();
  if (conditions.isPending) return <p role="status">Loading your document requests…</p>;
  if (conditions.isError) return <p role="alert">{conditions.error.message}</p>;
  const open = conditions.data.find(
    (condition) =>
      condition.status === 'OPEN' && documentRequestText(condition)?.target === 'identity',
  );
  if (!open) {
    return (
      <>
        <p className="mb-6">We do not need to check your identity again right now.</p>
        <Link to={SIGNER_CONDITIONS_PATH} className={buttonClasses()}>
          See your document requests
        </Link>
      </>
    );
  }
  return (
    <>
      <p className="mb-6">{documentRequestText(open)?.description}</p>
      <Link to={IDENTITY_PATH} className={buttonClasses()}>
        Verify Identity
      </Link>
      <p className="mt-6">
        <p>
          <TextLink to={SIGNER_CONDITIONS_PATH}>Back to your document requests</TextLink>
        </p>
      </p>
    </>
  );
}

/** heloc-signer/conditions/identity: an identity request sends the signer to their identity check. */
export function SignerIdentityConditionPage() {
  return (
    <SignerConditionsGate title={TITLE}>
      <SignerScreen title={TITLE}>
        <IdentityRequest />
      </SignerScreen>
    </SignerConditionsGate>
  );
}
