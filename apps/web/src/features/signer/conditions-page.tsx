import {
  documentRequestText,
  formatDisplayDate,
  selectDocumentRequests,
  type Condition,
} from '@openheloc/domain';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/button-classes';
import { SignerConditionsGate } from './conditions-gate';
import { nextSignerPath, SIGNER_CONDITIONS_PATH } from './next-step';
import { useSignerConditions, useSignerHome } from './signer-api';
import { SignerScreen } from './signer-screen';

const TITLE = 'Documents we need from you';

/** Where a request's button leads: the identity page, or the upload for that request. */
export const signerConditionTarget = (condition: Condition) =>
  documentRequestText(condition)?.target === 'identity'
    ? `${SIGNER_CONDITIONS_PATH}/identity?condition=${condition.uuid}`
    : `${SIGNER_CONDITIONS_PATH}/upload-document?condition=${condition.uuid}`;

function ConditionCard({ condition }: { condition: Condition }) {
  const text = documentRequestText(condition);
  if (!text) return null;
  const files = condition.documents.length;
  const received = files > 0 ? ` (${files} file${files === 1 ? '' : 's'})` : '';
  return (
    <li className="rounded-xl border border-line p-4 sm:p-6">
      <h3 className="text-lg font-semibold">{text.header}</h3>
      <p className="mt-1 text-sm text-muted">
        Requested {formatDisplayDate(new Date(condition.created))}
      </p>
      <p className="mt-3">{text.description}</p>
      {condition.status === 'OPEN' ? (
        <Link to={signerConditionTarget(condition)} className={`${buttonClasses()} mt-4`}>
          {text.button}
        </Link>
      ) : condition.status === 'SUBMITTED' ? (
        <p className="mt-4 font-semibold">
          Received{received}. We are reviewing it and will let you know if we need anything else.
        </p>
      ) : (
        <p className="mt-4 font-semibold">Done{received}. Thank you, we have what we need.</p>
      )}
    </li>
  );
}

function RequestSection({
  id,
  title,
  requests,
}: {
  id: string;
  title: string;
  requests: Condition[];
}) {
  return (
    <section aria-labelledby={id} className="mb-8">
      <h2 id={id} className="mb-3 text-xl font-semibold">
        {title}
      </h2>
      <ul className="space-y-4">
        {requests.map((condition) => (
          <ConditionCard key={condition.uuid} condition={condition} />
        ))}
      </ul>
    </section>
  );
}

function Requests() {
  const home = useSignerHome();
  const conditions = useSignerConditions();
  if (conditions.isPending) return <p role="status">Loading your document requests…</p>;
  if (conditions.isError) return <p role="alert">{conditions.error.message}</p>;
  const requests = selectDocumentRequests(conditions.data);
  const open = requests.filter((condition) => condition.status === 'OPEN');
  const done = requests.filter((condition) => condition.status !== 'OPEN');
  return (
    <>
      {open.length === 0 ? (
        <p className="mb-6">
          We do not need any documents from you right now. If we need something, we will e-mail you
          and it will show here.
        </p>
      ) : (
        <RequestSection id="open-requests" title="Waiting for you" requests={open} />
      )}
      {done.length > 0 ? <RequestSection id="sent-requests" title="Sent" requests={done} /> : null}
      {home.data ? (
        <Link
          to={nextSignerPath({ ...home.data, conditionsOpen: false })}
          className={buttonClasses({ variant: open.length > 0 ? 'secondary' : 'primary' })}
        >
          Continue to your signing
        </Link>
      ) : null}
    </>
  );
}

/**
 * heloc-signer/conditions: the requests addressed to this signer (waiting for them, then sent
 * and cleared), read again every minute; then on to their signing.
 */
export function SignerConditionsPage() {
  return (
    <SignerConditionsGate title={TITLE}>
      <SignerScreen title={TITLE} width="wide">
        <Requests />
      </SignerScreen>
    </SignerConditionsGate>
  );
}
