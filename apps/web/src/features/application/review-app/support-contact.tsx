import { linkClasses } from '@/components/link-classes';
import { useOrganization } from '@/lib/organization/organization-context';
import { telHref } from '@/lib/tel-href';

interface SupportContactProps {
  /** The sentence before the phone number and e-mail address. */
  children?: string;
}

/** The lender's support line and e-mail address, written out so they can be copied. */
export function SupportContact({
  children = 'Our team is happy to help with any questions.',
}: SupportContactProps) {
  const { theme, footerData } = useOrganization();
  return (
    <div className="space-y-2">
      <p>{children}</p>
      <ul className="space-y-1">
        <li>
          Phone:{' '}
          <a className={linkClasses} href={telHref(theme.supportPhoneNumber)}>
            {footerData.phoneFormatted}
          </a>
        </li>
        <li>
          E-mail:{' '}
          <a className={linkClasses} href={`mailto:${theme.supportEmail}`}>
            {theme.supportEmail}
          </a>
        </li>
      </ul>
    </div>
  );
}

/** The lender's support e-mail address as a link, for sentences that ask for documents. */
export function SupportEmailLink() {
  const { theme } = useOrganization();
  return (
    <a className={linkClasses} href={`mailto:${theme.supportEmail}`}>
      {theme.supportEmail}
    </a>
  );
}
