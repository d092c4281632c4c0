import type { SigningDocument, SigningView } from '@openheloc/domain';
import { formatDisplayDate, isSignedAtClosing } from '@openheloc/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { toast } from '@/lib/toasts/toasts';
import { Button } from '@/components/button';
import { linkClasses } from '@/components/link-classes';
import { applicationKeys } from '@/features/application/routing/application-api';
import { useApplicationContext } from '@/features/application/routing/application-context';
import { ApplicationScreen } from '@/features/application/shell/application-screen';
import { downloadAgreed, downloadSigned } from './api/download-signed';
import { useSigning } from './api/use-signing';
import { DocumentReviewDialog } from './document-review-dialog';
import { LocationExplainer } from './location-explainer';
import { SIGNING_CAPTION } from './signing-caption';
import {
  useSigningLocation,
  type LocationProblem,
} from '@/components/signing/use-signing-location';

const TITLE = 'Review and sign your documents';

const PROBLEMS: Readonly<Record<LocationProblem, string>> = {
  denied: 'Your browser did not share your location, so we will record that you chose not to.',
  unavailable:
    'Your browser could not tell us your location, so we will record that it was not shared.',
};

/** What a row says of its document: signed, agreed (the E-SIGN consent) or still to sign. */
function statusText(document: SigningDocument): string {
  if (document.status === 'SIGNED' && document.signedAt) {
    return `Signed ${formatDisplayDate(new Date(document.signedAt))}`;
  }
  if (document.status === 'AGREED' && document.agreedAt) {
    return `Agreed ${formatDisplayDate(new Date(document.agreedAt))}`;
  }
  return 'Not signed yet';
}

function DocumentRow({
  document,
  onReview,
  onDownload,
}: {
  document: SigningDocument;
  onReview: () => void;
  onDownload: () => void;
}) {
  const done = document.status !== 'TO_SIGN';
  return (
    <li className="flex flex-col gap-3 border-b border-line py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <h2 id={`document-${document.uuid}`} tabIndex={-1} className="font-semibold">
          {document.title}
        </h2>
        <p className={done ? 'text-sm font-semibold' : 'text-sm text-muted'}>
          {statusText(document)}
        </p>
      </div>
      {done ? (
        <Button type="button" variant="secondary" className="shrink-0" onClick={onDownload}>
          {document.status === 'AGREED' ? 'Download agreed copy' : 'Download signed copy'}
          <span className="sr-only"> of {document.title}</span>
        </Button>
      ) : (
        <Button type="button" className="shrink-0" onClick={onReview}>
          Review and sign<span className="sr-only"> {document.title}</span>
        </Button>
      )}
    </li>
  );
}

/** One 'signed' toast at a time: each signature replaces the last one's. */
const SIGNED_TOAST = 'document-signed';

function DocumentList({ view }: { view: SigningView }) {
  const { uuid, pathTo, followResolvedRoute } = useApplicationContext();
  const queryClient = useQueryClient();
  const location = useSigningLocation(uuid);
  const [open, setOpen] = useState<SigningDocument | null>(null);
  // Focus returns to the button that opened the dialog, or, once that document is signed (its
  // button gone), to its row's heading.
  const opener = useRef<HTMLElement | null>(null);
  const justSigned = useRef<string | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  if (location.location === null) {
    return (
      <LocationExplainer
        asking={location.asking}
        onShare={location.share}
        onDecline={location.decline}
      />
    );
  }

  // The E-SIGN consent, agreed before this page, is listed but not counted: it is not signed.
  const toSign = view.documents.filter((d) => isSignedAtClosing(d.type));
  const signedCount = toSign.filter((d) => d.status === 'SIGNED').length;
  const onSigned = (next: SigningView) => {
    if (open) {
      justSigned.current = open.uuid;
      toast.success(`${open.title} signed`, { id: SIGNED_TOAST });
    }
    setOpen(null);
    if (!next.open) {
      // The last signature moved the application on: follow it to the next step.
      void queryClient.invalidateQueries({ queryKey: applicationKeys.all(uuid) });
      followResolvedRoute();
    }
  };
  const download = (document: SigningDocument) => {
    setDownloadError(null);
    const save = document.status === 'AGREED' ? downloadAgreed : downloadSigned;
    save(uuid, document.uuid, document.fileName).catch((error: unknown) =>
      setDownloadError(error instanceof Error ? error.message : String(error)),
    );
  };

  return (
    <ApplicationScreen caption={SIGNING_CAPTION} title={TITLE} back="signing/intro" width="wide">
      <p className="mb-2" role="status">
        {signedCount} of {toSign.length} documents signed.
      </p>
      <p className="mb-4 text-sm text-muted">
        {location.location.status === 'SHARED'
          ? 'Your location is recorded with each signature.'
          : 'Your location is not shared: each signature records that you chose not to share it.'}{' '}
        <button type="button" className={linkClasses} onClick={location.reset}>
          Change<span className="sr-only"> whether to share your location</span>
        </button>
      </p>
      {location.problem ? (
        <p role="alert" className="mb-4 rounded-lg border-l-4 border-brand-700 bg-brand-50 p-3">
          {PROBLEMS[location.problem]}
        </p>
      ) : null}
      {downloadError ? (
        <p role="alert" className="mb-4 rounded-lg border-l-4 border-error bg-white p-3">
          {downloadError}
        </p>
      ) : null}
      <ul className="mb-6 border-t border-line">
        {view.documents.map((document) => (
          <DocumentRow
            key={document.uuid}
            document={document}
            onReview={() => {
              opener.current =
                window.document.activeElement instanceof HTMLElement
                  ? window.document.activeElement
                  : null;
              justSigned.current = null;
              // The last 'signed' toast would cover the dialog's Download and Close buttons.
              toast.dismiss(SIGNED_TOAST);
              setOpen(document);
            }}
            onDownload={() => download(document)}
          />
        ))}
      </ul>
      <ul className="space-y-2">
        <li>
          <Link to={pathTo('signing/additional')} className={linkClasses}>
            Does anyone else need to sign?
          </Link>
        </li>
        <li>
          <Link to={pathTo('signing/support')} className={linkClasses}>
            Get help with signing
          </Link>
        </li>
      </ul>
      {open ? (
        <DocumentReviewDialog
          uuid={uuid}
          document={open}
          location={location.location}
          onClose={() => setOpen(null)}
          onSigned={onSigned}
          focusOnClose={() =>
            justSigned.current === null
              ? opener.current
              : window.document.getElementById(`document-${justSigned.current}`)
          }
        />
      ) : null}
    </ApplicationScreen>
  );
}

/**
 * signing/sign: 'Why we need your location' first (the browser asks only after it), then the
 * closing documents, each reviewed in the document modal and signed there. The last signature
 * moves the application on to the notary.
 */
export function SignPage() {
  const { uuid, pathTo } = useApplicationContext();
  const signing = useSigning(uuid);
  if (signing.isPending) {
    return (
      <ApplicationScreen caption={SIGNING_CAPTION} title={TITLE}>
        <p role="status">Loading your documents…</p>
      </ApplicationScreen>
    );
  }
  if (signing.isError) {
    return (
      <ApplicationScreen caption={SIGNING_CAPTION} title={TITLE}>
        <p role="alert">{signing.error.message}</p>
        <Button type="button" className="mt-4" onClick={() => void signing.refetch()}>
          Try again
        </Button>
      </ApplicationScreen>
    );
  }
  if (!signing.data.consented) return <Navigate to={pathTo('signing/intro')} replace />;
  return <DocumentList view={signing.data} />;
}
