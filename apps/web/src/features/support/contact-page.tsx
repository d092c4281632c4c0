import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/button';
import { buttonClasses } from '@/components/button-classes';
import { linkClasses } from '@/components/link-classes';
import { PageHeading } from '@/components/page-heading';
import { openChat } from '@/lib/open-chat';
import { api } from '@/lib/api-client';
import { tokenStore } from '@/lib/auth/token';
import { useDocumentTitle } from '@/lib/document-title';
import { lenderFlagQueryOptions } from '@/lib/flags/lender-flags';
import { useOrganization } from '@/lib/organization/organization-context';
import { telHref } from '@/lib/tel-href';
import { PhoneHours } from './phone-hours';
import { sendSupportRequest } from './support-api';
import { SupportRequestFormFields } from './support-request-form';

const TITLE = 'Contact us';
const zProfile = z.object({
  name: z.object({ firstName: z.string(), lastName: z.string() }),
  email: z.string(),
});

/** The signed-in borrower's name and e-mail, to fill the form; blank for a visitor. */
function useSenderDefaults(): { name: string; emailAddress: string } | null {
  const signedIn = tokenStore.authorization() !== null;
  const profile = useQuery({
    queryKey: ['support', 'profile'],
    queryFn: ({ signal }) =>
      api.request('/service-profile/api/v1/profile', { schema: zProfile, signal }),
    enabled: signedIn,
    retry: false,
  });
  if (!signedIn || profile.isError) return { name: '', emailAddress: '' };
  if (!profile.data) return null;
  const { firstName, lastName } = profile.data.name;
  return { name: `${firstName} ${lastName}`.trim(), emailAddress: profile.data.email };
}

/**
 * Support (`/contact`): the phone with its hours, e-mail, chat, and a message form that reaches
 * operations, who answer by e-mail.
 */
export function ContactPage() {
  useDocumentTitle(TITLE);
  const organization = useOrganization();
  const { supportPhoneNumber, supportEmail } = organization.theme;
  const chat = useQuery(lenderFlagQueryOptions(organization.orgCode, 'fe-webchat'));
  const defaults = useSenderDefaults();
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 sm:py-16">
      <PageHeading caption={organization.brandName}>{TITLE}</PageHeading>
      <p className="text-lg">
        Questions about your line of credit or your application? We are here to help.
      </p>

      <section aria-labelledby="contact-phone" className="mt-10">
        <h2 id="contact-phone">Call us</h2>
        <p className="mt-3">
          <a
            className={`${linkClasses} text-lg font-semibold whitespace-nowrap`}
            href={telHref(supportPhoneNumber)}
          >
            {supportPhoneNumber}
          </a>
        </p>
        <PhoneHours orgCode={organization.orgCode} />
      </section>

      <section aria-labelledby="contact-email" className="mt-10">
        <h2 id="contact-email">Email us</h2>
        <p className="mt-3">
          <a className={`${linkClasses} break-all`} href={`mailto:${supportEmail}`}>
            {supportEmail}
          </a>
        </p>
      </section>

      {chat.data?.enabled ? (
        <section aria-labelledby="contact-chat" className="mt-10">
          <h2 id="contact-chat">Chat with us</h2>
          <p className="mt-3">
            Our assistant answers at any time; during chat hours it can pass you to a person.
          </p>
          <div className="mt-3">
            <Button type="button" variant="secondary" onClick={openChat}>
              Start a chat
            </Button>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="contact-message" className="mt-10">
        <h2 id="contact-message">Send us a message</h2>
        <p className="mt-3 mb-6">
          Write to our team or ask us to call you back. We answer by e-mail.
        </p>
        {defaults ? (
          <SupportRequestFormFields
            defaults={defaults}
            onSend={async (values) => {
              await sendSupportRequest(values, {
                source: 'CONTACT_PAGE',
                pathname: window.location.pathname,
              });
            }}
          />
        ) : (
          <p role="status">Loading…</p>
        )}
      </section>

      <div className="mt-10">
        <Link to="/" className={buttonClasses({ variant: 'secondary' })}>
          Go to the home page
        </Link>
      </div>
    </div>
  );
}
