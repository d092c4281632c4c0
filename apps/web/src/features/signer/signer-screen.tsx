import type { ReactNode } from 'react';
import { PageHeading } from '@/components/page-heading';
import { useDocumentTitle } from '@/lib/document-title';

export const SIGNER_CAPTION = 'Sign as a co-owner';

interface SignerScreenProps {
  title: string;
  caption?: string;
  /** False when the page's form sets the title itself (it adds 'Error: '). */
  documentTitle?: boolean;
  errorSummary?: ReactNode;
  width?: 'form' | 'wide';
  children: ReactNode;
}

/**
 * The frame of the signer's screens: one column, the question as the page's heading. No
 * application side bar and no Dashboard link: a signer sees only what they must sign.
 */
export function SignerScreen({
  title,
  caption = SIGNER_CAPTION,
  documentTitle = true,
  errorSummary,
  width = 'form',
  children,
}: SignerScreenProps) {
  return (
    <div
      className={`mx-auto w-full px-4 py-10 sm:px-6 sm:py-16 ${width === 'wide' ? 'max-w-[960px]' : 'max-w-[560px]'}`}
    >
      {documentTitle ? <DocumentTitle title={title} /> : null}
      {errorSummary}
      <PageHeading caption={caption}>{title}</PageHeading>
      {children}
    </div>
  );
}

/** A signer's screen while their home loads, or what stopped it. */
export function SignerScreenLoading({
  title,
  caption,
  error,
}: {
  title: string;
  caption?: string;
  error: Error | null;
}) {
  return (
    <SignerScreen title={title} {...(caption ? { caption } : {})}>
      {error ? <p role="alert">{error.message}</p> : <p role="status">Loading…</p>}
    </SignerScreen>
  );
}

function DocumentTitle({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}
