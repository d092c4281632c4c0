import {
  zApiErrorEnvelope,
  zDocumentRendition,
  type Signature,
  type SignDocumentRequest,
  type SigningDocument,
  type SigningLocation,
} from '@openheloc/domain';
import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Button } from '@/components/button';
import { api } from '@/lib/api-client';
import { fetchFile, saveFile } from '@/lib/fetch-file';
import { hasErrorCode, isFetchError } from '@/lib/fetch-error';
import { sha256Hex } from './document-hash';
import { DocumentText } from './document-text';
import { SignatureForm } from './signature-form';

/** The server's message about one field of the request, if it sent one. */
function fieldMessage(data: unknown, field: string): string | null {
  const envelope = zApiErrorEnvelope.safeParse(data);
  if (!envelope.success) return null;
  return envelope.data.errors.find((error) => error.field === field)?.message ?? null;
}

// pdf.js is large: it loads with the first document opened, never with the other pages.
const PdfViewer = lazy(() => import('./pdf-viewer'));

/** Where the document comes from and where its signature goes: the borrower's or a signer's API. */
export interface DocumentSigningApi {
  /** The document as generated (GET, application/pdf). */
  contentPath: string;
  fileQueryKey: readonly unknown[];
  /** The document as readable text, bound to the PDF's hash (GET, zDocumentRendition). */
  renditionPath: string;
  renditionQueryKey: readonly unknown[];
  submit: (body: SignDocumentRequest) => Promise<void>;
  busy: boolean;
  /** The document changed since it was opened: the list is read again. */
  onHashChanged: () => void;
}

export interface DocumentReviewDialogProps {
  document: SigningDocument;
  location: SigningLocation;
  signing: DocumentSigningApi;
  onClose: () => void;
  /** Where focus goes when the dialog closes, when not back to the button that opened it. */
  focusOnClose: () => HTMLElement | null;
}

type View = 'TEXT' | 'PAGES';

/**
 * The document review modal: the document as text (the server's rendition of the PDF's content,
 * bound to its hash: readable at any width and zoom, and by a screen reader) or, at the reader's
 * choice or when the text is not available, the PDF's pages (pdf.js, at most 700 px wide);
 * Download (the PDF) and Close; and the signature, enabled once the end has been seen. Focus
 * stays in the dialog and returns to the button that opened it (Radix).
 */
export function DocumentReviewDialog({
  document,
  location,
  signing,
  onClose,
  focusOnClose,
}: DocumentReviewDialogProps) {
  const [chosen, setChosen] = useState<View>('TEXT');
  const rendition = useQuery({
    queryKey: signing.renditionQueryKey,
    queryFn: ({ signal }) =>
      api.request(signing.renditionPath, { schema: zDocumentRendition, signal }),
    staleTime: Infinity,
    retry: false,
  });
  // Without the text (stale, or unreachable), the pages are the document.
  const view: View = rendition.isError ? 'PAGES' : chosen;
  const file = useQuery({
    queryKey: signing.fileQueryKey,
    queryFn: ({ signal }) => fetchFile(signing.contentPath, signal),
    staleTime: Infinity,
    retry: 1,
    enabled: view === 'PAGES',
  });
  const [pagesHash, setPagesHash] = useState<string | null>(null);
  const [reachedEnd, setReachedEnd] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const onReachedEnd = useCallback(() => setReachedEnd(true), []);

  const bytes = file.data?.bytes;
  useEffect(() => {
    if (!bytes) return;
    let current = true;
    void sha256Hex(bytes).then((hash) => current && setPagesHash(hash));
    return () => {
      current = false;
    };
  }, [bytes]);

  // The hash of what was read: the PDF's own, or the one the server bound the text to.
  const reviewedHash = view === 'TEXT' ? (rendition.data?.sha256 ?? null) : pagesHash;

  const download = async () => {
    const data = file.data ?? (await file.refetch()).data;
    if (data) saveFile(data.bytes, data.contentType, document.fileName);
  };

  const onSign = (signature: Signature) => {
    if (!reviewedHash) return;
    setError(null);
    setNameError(null);
    signing.submit({ sha256: reviewedHash, signature, location }).catch((failure: unknown) => {
      const atName = isFetchError(failure) ? fieldMessage(failure.data, 'signature.name') : null;
      if (atName) {
        // Not the signer's name: said at the name field, which takes the focus back.
        setNameError(atName);
        requestAnimationFrame(() => window.document.getElementById('signature-name')?.focus());
        return;
      }
      setError(failure instanceof Error ? failure.message : 'Something unexpected happened');
      if (hasErrorCode(failure, 'document_changed')) {
        // Show the document as it is now; it must be read again before it is signed.
        setReachedEnd(false);
        setPagesHash(null);
        signing.onHashChanged();
        void rendition.refetch();
        if (view === 'PAGES') void file.refetch();
      }
    });
  };

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <div className="fixed inset-0 z-40 bg-ink/60" aria-hidden="true" />
        <Dialog.Content
          aria-describedby="review-description"
          onCloseAutoFocus={(event) => {
            const target = focusOnClose();
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
          className="fixed inset-0 z-50 flex flex-col bg-white focus:outline-none sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[calc(100dvh-2rem)] sm:w-[calc(100%-2rem)] sm:max-w-[748px] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:shadow-xl"
        >
          <div className="flex flex-wrap items-center gap-3 border-b border-line px-4 py-3 sm:px-6">
            <Dialog.Title className="min-w-0 basis-full text-lg leading-snug font-bold sm:flex-1 sm:basis-auto">
              {document.title}
            </Dialog.Title>
            <Button
              type="button"
              variant="secondary"
              className="min-h-11 px-4 py-2 max-sm:w-auto max-sm:flex-1"
              busy={file.isFetching}
              onClick={() => void download()}
            >
              Download PDF<span className="sr-only"> of {document.title}</span>
            </Button>
            <Dialog.Close asChild>
              <Button
                type="button"
                variant="secondary"
                className="min-h-11 px-4 py-2 max-sm:w-auto max-sm:flex-1"
              >
                Close<span className="sr-only"> {document.title}</span>
              </Button>
            </Dialog.Close>
          </div>
          {/* Focusable so that the keyboard scrolls the document before anything in it can be used. */}
          <div
            role="region"
            aria-label={`${document.title} and your signature`}
            tabIndex={0}
            className="flex-1 overflow-y-auto bg-brand-50 px-4 py-4 sm:px-6"
          >
            <Dialog.Description id="review-description" className="mb-4">
              Read the whole document. You can sign it once you reach the end.
            </Dialog.Description>
            {rendition.isError ? (
              <p className="mb-4">
                The text version of this document is not available. Here are its PDF pages.
              </p>
            ) : (
              <Button
                type="button"
                variant="secondary"
                className="mb-4 min-h-11 px-4 py-2"
                onClick={() => setChosen(view === 'TEXT' ? 'PAGES' : 'TEXT')}
              >
                {view === 'TEXT' ? 'Show the PDF pages instead' : 'Show as text instead'}
              </Button>
            )}
            {view === 'TEXT' ? (
              rendition.data ? (
                <DocumentText html={rendition.data.html} onReachedEnd={onReachedEnd} />
              ) : (
                <p role="status">Opening the document…</p>
              )
            ) : file.isError ? (
              <p role="alert">
                {file.error.message}{' '}
                <Button type="button" variant="secondary" onClick={() => void file.refetch()}>
                  Try again
                </Button>
              </p>
            ) : bytes ? (
              <Suspense fallback={<p role="status">Opening the document…</p>}>
                <PdfViewer bytes={bytes} title={document.title} onReachedEnd={onReachedEnd} />
              </Suspense>
            ) : (
              <p role="status">Opening the document…</p>
            )}
            <div className="mt-6 rounded-xl bg-white p-4 sm:p-6">
              <SignatureForm
                documentTitle={document.title}
                enabled={reachedEnd && reviewedHash !== null}
                busy={signing.busy}
                error={error}
                nameError={nameError}
                onNameChange={() => setNameError(null)}
                onSign={onSign}
              />
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
