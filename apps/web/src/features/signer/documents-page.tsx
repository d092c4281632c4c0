import { formatDisplayDate, SIGNER_STATUS_LABELS } from '@openheloc/domain';
import { useSignerHome } from './signer-api';
import { SignerScreen, SignerScreenLoading } from './signer-screen';

const TITLE = 'Your documents';

/** heloc-signer/documents: what the signer signed and where they stand. */
export function SignerDocumentsPage() {
  const home = useSignerHome();
  if (!home.data) {
    return <SignerScreenLoading title={TITLE} error={home.error} />;
  }
  const { status, documents, borrowerName } = home.data;
  return (
    <SignerScreen title={TITLE}>
      <p className="mb-4 font-semibold">{SIGNER_STATUS_LABELS[status]}.</p>
      {status === 'NOTARIZED' ? (
        <p className="mb-6">
          Thank you. You have done everything you need to. {borrowerName} will hear from us about
          the next steps.
        </p>
      ) : null}
      <ul className="border-t border-line">
        {documents.map((document) => (
          <li key={document.uuid} className="border-b border-line py-3">
            <p className="font-semibold">{document.title}</p>
            <p className="text-sm text-muted">
              {document.signedAt
                ? `Signed ${formatDisplayDate(new Date(document.signedAt))}`
                : 'Not signed yet'}
            </p>
          </li>
        ))}
      </ul>
    </SignerScreen>
  );
}
