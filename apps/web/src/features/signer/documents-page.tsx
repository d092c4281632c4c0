import {
  formatDisplayDate,
  formatRescissionDeadline,
  SIGNER_STATUS_LABELS,
  type SignerHome,
} from '@openheloc/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/button';
import { RightToCancelNotice } from '@/components/right-to-cancel-notice';
import { toDocumentPath } from '@/lib/base-path';
import { fetchFile, saveFile } from '@/lib/fetch-file';
import { signOut } from '@/lib/auth/sign-out';
import {
  acknowledgeSignerNotice,
  cancelAsSigner,
  signerKeys,
  signerPaths,
  useSignerHome,
} from './signer-api';
import { SignerScreen, SignerScreenLoading } from './signer-screen';

const TITLE = 'Your documents';
const SIGNER_LOGIN_PATH = '/heloc-signer/login';

/** Cancelling is taken until the deadline, while the line waits on the right to cancel. */
const CANCELLABLE_STATES: readonly string[] = ['TRUST_AND_INSURANCE', 'RESCISSION'];

function SignOutButton() {
  const [signingOut, setSigningOut] = useState(false);
  return (
    <Button
      type="button"
      variant="secondary"
      busy={signingOut}
      onClick={() => {
        setSigningOut(true);
        // A full page load: nothing signed-in stays in memory after the session ends.
        void signOut().then(() => window.location.assign(toDocumentPath(SIGNER_LOGIN_PATH)));
      }}
    >
      Sign out
    </Button>
  );
}

/** "Cancel the line of credit", then a confirmation saying what cancelling does. */
function CancelAsOwner({ deadline }: { deadline: string }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  if (!confirming) {
    return (
      <Button
        type="button"
        variant="secondary"
        onClick={() => {
          setConfirming(true);
          requestAnimationFrame(() => heading.current?.focus());
        }}
      >
        Cancel the line of credit
      </Button>
    );
  }
  const confirm = async () => {
    setBusy(true);
    setError('');
    try {
      queryClient.setQueryData(signerKeys.home, await cancelAsSigner());
    } catch (caught) {
      setError(
        caught instanceof Error ? caught.message : 'Something went wrong. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border-2 border-brand-600 bg-brand-50 p-4 sm:p-6"
    >
      <h3 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold">
        Cancel the line of credit?
      </h3>
      <p className="mt-2">
        As an owner of the home you may cancel for everyone. The line will be closed, no money is
        sent, nobody owes anything, and the lien on the home is released. You can do this until{' '}
        {deadline} (Pacific Time).
      </p>
      {error ? (
        <p role="alert" className="mt-3 font-semibold text-error">
          {error}
        </p>
      ) : null}
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Button type="button" busy={busy} onClick={() => void confirm()}>
          Yes, cancel the line
        </Button>
        <Button type="button" variant="secondary" onClick={() => setConfirming(false)}>
          Keep the line
        </Button>
      </div>
    </section>
  );
}

/** The signer's own right to cancel: the deadline, their notice, and their way to cancel. */
function RightToCancel({ home }: { home: SignerHome }) {
  const queryClient = useQueryClient();
  const headingId = useId();
  // The moment the page opened: a deadline passing while it is open is refused by the server.
  const [openedAt] = useState(() => Date.now());
  const view = home.rightToCancel;
  if (!view) return null;
  const deadline = formatRescissionDeadline(view.lastDay);
  const open = CANCELLABLE_STATES.includes(home.state) && openedAt < Date.parse(view.endsAt);
  return (
    <section aria-labelledby={headingId} className="mb-8">
      <h2 id={headingId} className="mb-3">
        Your right to cancel
      </h2>
      {home.state === 'CANCELLED' ? (
        <p>The line of credit was cancelled. No money was sent and nobody owes anything.</p>
      ) : open ? (
        <p>
          You can cancel the line of credit until <strong>{deadline}</strong> (Pacific Time). The
          law gives each owner three business days after the notarization, for any reason and at no
          cost. Sundays and federal holidays don’t count.
        </p>
      ) : (
        <p>Your right to cancel ended at {deadline} (Pacific Time).</p>
      )}
      {view.notice ? (
        <div className="mt-4">
          <RightToCancelNotice
            notice={view.notice}
            contentPath={signerPaths.content(view.notice.documentUuid)}
            renditionPath={signerPaths.rendition(view.notice.documentUuid)}
            acknowledge={async () =>
              queryClient.setQueryData(signerKeys.home, await acknowledgeSignerNotice())
            }
          />
        </div>
      ) : null}
      {open ? (
        <div className="mt-4">
          <CancelAsOwner deadline={deadline} />
        </div>
      ) : null}
    </section>
  );
}

async function downloadSigned(documentUuid: string, fileName: string) {
  const { bytes, contentType } = await fetchFile(signerPaths.signed(documentUuid));
  saveFile(bytes, contentType, fileName.replace(/(\.pdf)?$/i, '-signed.pdf'));
}

async function downloadNotarized(documentUuid: string, fileName: string) {
  const { bytes, contentType } = await fetchFile(signerPaths.notarized(documentUuid));
  saveFile(bytes, contentType, fileName.replace(/(\.pdf)?$/i, '-notarized.pdf'));
}

/** heloc-signer/documents: what the signer signed, their right to cancel, and where they stand. */
export function SignerDocumentsPage() {
  const home = useSignerHome();
  if (!home.data) {
    return <SignerScreenLoading title={TITLE} error={home.error} />;
  }
  const { status, documents, borrowerName, state } = home.data;
  const funded = state === 'COMPLETE';
  return (
    <SignerScreen title={TITLE}>
      <p className="mb-4 font-semibold">{SIGNER_STATUS_LABELS[status]}.</p>
      {funded ? (
        <p className="mb-6">
          The line of credit is open and funded. Keep your signed documents and your notice for your
          records.
        </p>
      ) : status === 'NOTARIZED' ? (
        <p className="mb-6">
          Thank you. You have done everything you need to. {borrowerName} will hear from us about
          the next steps.
        </p>
      ) : null}
      <RightToCancel home={home.data} />
      <h2 className="mb-3">Your signed documents</h2>
      <ul className="border-t border-line">
        {documents.map((document) => (
          <li key={document.uuid} className="border-b border-line py-3">
            <p className="font-semibold">{document.title}</p>
            <p className="text-sm text-muted">
              {document.signedAt
                ? `Signed ${formatDisplayDate(new Date(document.signedAt))}`
                : 'Not signed yet'}
            </p>
            {document.signedAt ? (
              <Button
                type="button"
                variant="secondary"
                className="mt-2"
                onClick={() => void downloadSigned(document.uuid, document.fileName)}
              >
                Download {document.title} (signed)
              </Button>
            ) : null}
            {document.notarizedSha256 ? (
              <Button
                type="button"
                variant="secondary"
                className="mt-2 sm:ml-3"
                onClick={() => void downloadNotarized(document.uuid, document.fileName)}
              >
                Download {document.title} (notarized)
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <div className="mt-8">
        <SignOutButton />
      </div>
    </SignerScreen>
  );
}
