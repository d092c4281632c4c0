import { PageHeading } from '@/components/page-heading';
import { useDocumentTitle } from '@/lib/document-title';

/**
 * /{uuid} itself: the layout sends the borrower on to where they belong. This shows only while
 * the server is still working, under the processing modal.
 */
export function ApplicationIndex() {
  useDocumentTitle('Your application');
  return (
    <div className="max-w-[560px]">
      <PageHeading caption="Your application">Getting your application ready</PageHeading>
      <p className="text-muted">We’ll take you to your next step in a moment.</p>
    </div>
  );
}
