import { ERROR_PAGE_TITLE } from '@openheloc/domain';
import { Button } from '@/components/button';
import { buttonClasses } from '@/components/button-classes';
import { PageHeading } from '@/components/page-heading';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/lib/document-title';

interface ApplicationLoadErrorProps {
  message: string;
  onRetry: () => void;
}

/** The application could not be read (network, server): say so and offer to try again. */
export function ApplicationLoadError({ message, onRetry }: ApplicationLoadErrorProps) {
  useDocumentTitle('Something went wrong');
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 sm:py-16">
      <PageHeading>{ERROR_PAGE_TITLE}</PageHeading>
      <p>We could not load your application. Your answers so far are saved.</p>
      <p className="mt-2 text-muted">{message}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button type="button" onClick={onRetry}>
          Try again
        </Button>
        <Link to="/dashboard" className={buttonClasses({ variant: 'secondary' })}>
          Go to dashboard
        </Link>
      </div>
    </div>
  );
}
