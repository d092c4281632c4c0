import { Link } from 'react-router';
import { buttonClasses } from '@/components/button-classes';
import { linkClasses } from '@/components/link-classes';
import { useOrganization } from '@/lib/organization/organization-context';
import { telHref } from '@/lib/tel-href';
import { useApplicationContext } from '@/features/application/routing/application-context';
import { ApplicationScreen } from '@/features/application/shell/application-screen';
import { SIGNING_CAPTION } from './signing-caption';

const TITLE = 'Help with signing';

const ANSWERS: { question: string; answer: string }[] = [
  {
    question: 'The document does not show, or is hard to read',
    answer:
      'Use Download in the document window to open it in your own PDF reader. Signing becomes possible once you have scrolled to the end of the last page in the window.',
  },
  {
    question: 'I cannot draw my signature',
    answer:
      'Choose "Type your name" instead. A typed name is as valid as a drawn signature, and it works with a keyboard and a screen reader.',
  },
  {
    question: 'I do not want to share my location',
    answer:
      'You do not have to. Choose "Continue without sharing", and each signature records that you chose not to share it.',
  },
  {
    question: 'A document says it has changed since I opened it',
    answer:
      'We updated the document after you opened it. Read it again from the start; your signature must match the version you read.',
  },
  {
    question: 'I want paper copies, or to sign on paper',
    answer:
      'Call or e-mail us. Paper copies are free. Signing on paper means we mail the documents, which delays your closing.',
  },
];

/** signing/support: answers to common problems while signing, and the lender's phone and e-mail. */
export function SupportPage() {
  const { pathTo } = useApplicationContext();
  const { theme, brandName, footerData } = useOrganization();
  // The documents (which send to the consent first when it is not given yet).
  const backTo = 'signing/sign';
  return (
    <ApplicationScreen caption={SIGNING_CAPTION} title={TITLE} back={backTo}>
      <section aria-labelledby="contact-heading" className="mb-8 rounded-xl border border-line p-5">
        <h2 id="contact-heading" className="text-lg font-semibold">
          Talk to {brandName}
        </h2>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          <dt className="text-muted">Phone</dt>
          <dd>
            <a className={linkClasses} href={telHref(theme.supportPhoneNumber)}>
              {footerData.phoneFormatted}
            </a>
          </dd>
          <dt className="text-muted">E-mail</dt>
          <dd className="break-all">
            <a className={linkClasses} href={`mailto:${theme.supportEmail}`}>
              {theme.supportEmail}
            </a>
          </dd>
        </dl>
      </section>
      <h2 className="mb-3 text-lg font-semibold">Common questions</h2>
      <div className="mb-8 space-y-4">
        {ANSWERS.map(({ question, answer }) => (
          <section key={question}>
            <h3 className="font-semibold">{question}</h3>
            <p className="mt-1">{answer}</p>
          </section>
        ))}
      </div>
      <Link to={pathTo(backTo)} className={buttonClasses()}>
        Back to signing
      </Link>
    </ApplicationScreen>
  );
}
