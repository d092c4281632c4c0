import { PageHeading } from '@/components/page-heading';
import { TextLink } from '@/components/text-link';
import { useDocumentTitle } from '@/lib/document-title';

/** Any path the app does not know. */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 sm:py-16">
      <PageHeading>Page not found</PageHeading>
      <p>If you typed the web address, check it is correct.</p>
      <p className="mt-2">If you pasted the web address, check you copied the entire address.</p>
      <p className="mt-6">
        <TextLink to="/">Go to the home page</TextLink>
      </p>
    </div>
  );
}
