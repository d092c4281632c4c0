import type { SigningDocument, SigningLocation, SigningView } from '@openheloc/domain';
import { useQueryClient } from '@tanstack/react-query';
import { DocumentReviewDialog as ReviewDialog } from '@/components/signing/document-review-dialog';
import { useSignDocument } from './api/use-sign-document';
import { signingKey, signingPaths } from './api/signing-paths';

export interface DocumentReviewDialogProps {
  uuid: string;
  document: SigningDocument;
  location: SigningLocation;
  onClose: () => void;
  onSigned: (view: SigningView) => void;
  /** Where focus goes when the dialog closes, when not back to the button that opened it. */
  focusOnClose: () => HTMLElement | null;
}

/** The review modal on the borrower's signing API. */
export function DocumentReviewDialog({
  uuid,
  document,
  onSigned,
  ...rest
}: DocumentReviewDialogProps) {
  const queryClient = useQueryClient();
  const sign = useSignDocument(uuid);
  return (
    <ReviewDialog
      document={document}
      signing={{
        contentPath: signingPaths.content(uuid, document.uuid),
        fileQueryKey: ['signing', uuid, 'file', document.uuid],
        renditionPath: signingPaths.rendition(uuid, document.uuid),
        renditionQueryKey: ['signing', uuid, 'rendition', document.uuid],
        busy: sign.isPending,
        submit: async (body) => {
          onSigned(await sign.mutateAsync({ documentUuid: document.uuid, body }));
        },
        onHashChanged: () => void queryClient.invalidateQueries({ queryKey: signingKey(uuid) }),
      }}
      {...rest}
    />
  );
}
