import { PageHeading } from '@/components/page-heading';
import { linkClasses } from '@/components/link-classes';
import { TextLink } from '@/components/text-link';
import { useDocumentTitle } from '@/lib/document-title';
import { useOrganization } from '@/lib/organization/organization-context';
import { telHref } from '@/lib/tel-href';
import { STEP_COLUMN_CLASSES } from '../layout/registration-layout';

const HEADING = 'Get help with registration';

/** The lender's support contacts for someone stuck while registering. */
export function SupportPage() {
  const { brandName, theme, footerData } = useOrganization();
  useDocumentTitle(HEADING);
  return (
    <div className={`${STEP_COLUMN_CLASSES} px-4 py-10 sm:py-16`}>
      <PageHeading caption={`${brandName} support`}>{HEADING}</PageHeading>
      <p>
        If something on the registration is not working, or you have a question about your home
        equity line of credit, our support team can help.
      </p>
      <dl className="mt-6 divide-y divide-line rounded-lg border border-line">
        <div className="p-4">
          <dt className="font-semibold">Phone</dt>
          <dd className="mt-1">
            <a className={linkClasses} href={telHref(theme.supportPhoneNumber)}>
              {footerData.phoneFormatted}
            </a>
          </dd>
        </div>
        <div className="p-4">
          <dt className="font-semibold">Email</dt>
          <dd className="mt-1">
            <a className={linkClasses} href={`mailto:${theme.supportEmail}`}>
              {theme.supportEmail}
            </a>
          </dd>
        </div>
        <div className="p-4">
          <dt className="font-semibold">Hours</dt>
          <dd className="mt-1">
            We answer calls on business days; our hours are shown in Pacific Time (PT). Outside
            those hours, send us an email and we will reply on the next business day.
          </dd>
        </div>
      </dl>
      <p className="mt-6">
        Please do not send your Social Security number or bank details by email.
      </p>
      <p className="mt-6">
        <TextLink to="/register">Back to registration</TextLink>
      </p>
    </div>
  );
}
