import { zDocumentRendition } from '@openheloc/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '@/lib/api-client';

interface ReadableDocumentProps {
  /** The API path of the document's rendition. */
  renditionPath: string;
  /** What opens it, e.g. 'Read your notice here'. */
  label: string;
}

/**
 * A generated document read on the page, as text bound to its PDF (decision 0045): fetched only
 * when opened, so a borrower who downloads the PDF loads no second copy. The server escapes
 * every text in it and the CSP allows no script, so it is shown as the server made it; when the
 * server refuses it as stale, its message says to read the PDF.
 */
export function ReadableDocument({ renditionPath, label }: ReadableDocumentProps) {
  const [open, setOpen] = useState(false);
  const rendition = useQuery({
    queryKey: ['rendition', renditionPath],
    queryFn: ({ signal }) => api.request(renditionPath, { schema: zDocumentRendition, signal }),
    enabled: open,
    staleTime: Infinity,
    retry: false,
  });
  return (
    <details className="mt-4" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer py-2 font-semibold text-brand-800 underline underline-offset-4">
        {label}
      </summary>
      <div className="mt-3">
        {open && rendition.isPending ? <p role="status">Loading…</p> : null}
        {rendition.isError ? <p role="alert">{rendition.error.message}</p> : null}
        {rendition.data ? <div dangerouslySetInnerHTML={{ __html: rendition.data.html }} /> : null}
      </div>
    </details>
  );
}
