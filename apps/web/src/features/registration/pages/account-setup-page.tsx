import { Link } from 'react-router';
import { buttonClasses } from '@/components/button-classes';
import { PageHeading } from '@/components/page-heading';
import { TextLink } from '@/components/text-link';
import { useDocumentTitle } from '@/lib/document-title';
import { useOrganization } from '@/lib/organization/organization-context';
import { LEGACY_FLOW } from '../flow/flow-definitions';
import { STEP_COLUMN_CLASSES } from '../layout/registration-layout';

const HEADING = 'Setting up your account';

const WHAT_HAPPENS = [
  {
    title: 'You register',
    text: 'Tell us about your home, your income and yourself, then create a password. Your email address and this password are how you sign in.',
  },
  {
    title: 'We check your rate',
    text: 'As soon as you register we pre-qualify you with a soft credit pull, which does not affect your credit score, and show you your offers.',
  },
  {
    title: 'You continue your application',
    text: 'Choose your offer, then link your income, verify your identity and sign your documents. You can stop at any time and sign in later to pick up where you left off.',
  },
] as const;

/** What happens after registering, and the way in for those who already have an account. */
export function AccountSetupPage() {
  const { brandName } = useOrganization();
  useDocumentTitle(HEADING);
  return (
    <div className={`${STEP_COLUMN_CLASSES} px-4 py-10 sm:py-16`}>
      <PageHeading caption={`${brandName} account`}>{HEADING}</PageHeading>
      <p>Your account keeps your application and documents in one place.</p>
      <ol className="mt-6 space-y-5">
        {WHAT_HAPPENS.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
            >
              {index + 1}
            </span>
            <div>
              <h2 className="text-lg">{step.title}</h2>
              <p className="mt-1 text-muted">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to={LEGACY_FLOW.basePath} className={buttonClasses()}>
          Start registration
        </Link>
      </div>
      <p className="mt-6">
        Already registered? <TextLink to="/auth/login">Sign in to your account</TextLink>.
      </p>
      <p className="mt-2">
        Need a hand? <TextLink to="/register/support">Get help with registration</TextLink>.
      </p>
    </div>
  );
}
