import { ERROR_PAGE_TITLE } from '@openheloc/domain';
import { Button } from '@/components/button';
import { buttonClasses } from '@/components/button-classes';
import { linkClasses } from '@/components/link-classes';
import { PageHeading } from '@/components/page-heading';
import { toDocumentPath } from '@/lib/base-path';
import { useDocumentTitle } from '@/lib/document-title';
import { useOptionalOrganization } from '@/lib/organization/organization-context';
import { telHref } from '@/lib/tel-href';

interface GenericErrorScreenProps {
  /** Shown under the apology when the cause helps the borrower or support (a missing lender). */
  reason?: { message: string; detail?: string };
}

/**
 * The fallback for anything that breaks a page. It needs no router and no lender: 'Try again'
 * reloads the page, and the contact lines show only when the lender is known.
 */
export function GenericErrorScreen({ reason }: GenericErrorScreenProps) {
  const organization = useOptionalOrganization();
  useDocumentTitle('Something went wrong');
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 sm:py-16">
      <PageHeading>{ERROR_PAGE_TITLE}</PageHeading>
      <p className="text-muted">
        Something went wrong on our side and this page could not be shown. Please try again.
      </p>
      {reason ? (
        <p className="mt-4 rounded-lg bg-brand-50 p-4 text-ink">
          <strong className="font-semibold">{reason.message}</strong>
          {reason.detail ? (
            <span className="mt-1 block break-words text-muted">{reason.detail}</span>
          ) : null}
        </p>
      ) : null}
      {organization ? (
        <div className="mt-6">
          <h2 className="text-lg font-semibold">Need help?</h2>
          <p className="mt-1">If this keeps happening, our support team can help.</p>
          <ul className="mt-3 space-y-1">
            <li>
              Phone:{' '}
              <a className={linkClasses} href={telHref(organization.theme.supportPhoneNumber)}>
                {organization.footerData.phoneFormatted}
              </a>
            </li>
            <li>
              Email:{' '}
              <a className={linkClasses} href={`mailto:${organization.theme.supportEmail}`}>
                {organization.theme.supportEmail}
              </a>
            </li>
          </ul>
        </div>
      ) : null}
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button type="button" onClick={() => window.location.reload()}>
          Try again
        </Button>
        <a className={buttonClasses({ variant: 'secondary' })} href={toDocumentPath('/dashboard')}>
          Go to dashboard
        </a>
      </div>
    </div>
  );
}
