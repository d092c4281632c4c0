import {
  formatDisplayDate,
  LOCATION_EXPLAINER,
  type SignerHome,
  type SigningDocument,
} from '@openheloc/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { Button } from '@/components/button';
import { buttonClasses } from '@/components/button-classes';
import { linkClasses } from '@/components/link-classes';
import { DocumentReviewDialog } from '@/components/signing/document-review-dialog';
import { useSigningLocation } from '@/components/signing/use-signing-location';
import { signDocument, signerKeys, signerPaths, useSignerHome } from './signer-api';
import { SignerScreen, SignerScreenLoading } from './signer-screen';

const TITLE = 'Review and sign your documents';

/**
 * heloc-signer/sign: why the location is asked, then the signer's own documents, each read to
 * the end in the review dialog and signed there (the borrower's dialog and certificate).
 */
export function SignerSignPage() {
  const home = useSignerHome();
  if (!home.data) {
    return <SignerScreenLoading title={TITLE} error={home.error} />;
  }
  if (!home.data.consented || !home.data.signingOpen) {
    return <Navigate to="/heloc-signer/intro" replace />;
  }
  return <DocumentList home={home.data} />;
}

function DocumentList({ home }: { home: SignerHome }) {
  const queryClient = useQueryClient();
  const location = useSigningLocation(home.applicationUuid);
  const [open, setOpen] = useState<SigningDocument | null>(null);
  const [busy, setBusy] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  if (location.location === null) {
    return (
      <SignerScreen title={LOCATION_EXPLAINER.title}>
        <div className="mb-6 space-y-4">
          {LOCATION_EXPLAINER.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button type="button" busy={location.asking} onClick={location.share}>
            Share my location
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={location.asking}
            onClick={location.decline}
          >
            Continue without sharing
          </Button>
        </div>
      </SignerScreen>
    );
  }

  const signed = home.documents.filter((d) => d.status === 'SIGNED').length;
  const done = signed === home.documents.length;
  return (
    <SignerScreen title={TITLE} width="wide">
      <p className="mb-4" role="status">
        {signed} of {home.documents.length} documents signed.
      </p>
      <ul className="mb-6 border-t border-line">
        {home.documents.map((document) => (
          <li
            key={document.uuid}
            className="flex flex-col gap-3 border-b border-line py-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <h2 id={`document-${document.uuid}`} tabIndex={-1} className="font-semibold">
                {document.title}
              </h2>
              <p className={document.signedAt ? 'text-sm font-semibold' : 'text-sm text-muted'}>
                {document.signedAt
                  ? `Signed ${formatDisplayDate(new Date(document.signedAt))}`
                  : 'Not signed yet'}
              </p>
            </div>
            {document.status === 'TO_SIGN' ? (
              <Button
                type="button"
                className="shrink-0"
                onClick={() => {
                  opener.current =
                    window.document.activeElement instanceof HTMLElement
                      ? window.document.activeElement
                      : null;
                  setOpen(document);
                }}
              >
                Review and sign<span className="sr-only"> {document.title}</span>
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {done ? (
        <Link to="/heloc-signer/notary/intro" className={buttonClasses()}>
          Continue to the notary
        </Link>
      ) : (
        <p className="text-sm text-muted">
          <Link to="/heloc-signer/intro" className={linkClasses}>
            What am I signing?
          </Link>
        </p>
      )}
      {open ? (
        <DocumentReviewDialog
          document={open}
          location={location.location}
          onClose={() => setOpen(null)}
          focusOnClose={() => opener.current}
          signing={{
            contentPath: signerPaths.content(open.uuid),
            fileQueryKey: signerKeys.file(open.uuid),
            renditionPath: signerPaths.rendition(open.uuid),
            renditionQueryKey: signerKeys.rendition(open.uuid),
            busy,
            submit: async (body) => {
              setBusy(true);
              try {
                queryClient.setQueryData(signerKeys.home, await signDocument(open.uuid, body));
                setOpen(null);
              } finally {
                setBusy(false);
              }
            },
            onHashChanged: () => void queryClient.invalidateQueries({ queryKey: signerKeys.home }),
          }}
        />
      ) : null}
    </SignerScreen>
  );
}
