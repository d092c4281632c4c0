import {
  APPROVAL_MINUTES,
  FUNDING_BUSINESS_DAYS,
  formatMoney,
  formatPercent,
} from '@openheloc/domain';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/button-classes';
import { PageHeading } from '@/components/page-heading';
import { tokenStore } from '@/lib/auth/token';
import { useDocumentTitle } from '@/lib/document-title';
import { useOrganization } from '@/lib/organization/organization-context';
import { helocRanges, type HelocRanges } from '@/lib/organization/heloc-ranges';
import { CHECK_YOUR_RATE_PATH } from '@/lib/check-your-rate-path';

function facts(ranges: HelocRanges) {
  return [
    {
      term: 'Line amount',
      detail: `${formatMoney(ranges.minLoanAmount, 0)} to ${formatMoney(ranges.maxLoanAmount, 0)}`,
    },
    {
      term: 'APR',
      detail: `${formatPercent(ranges.minApr, 2)} to ${formatPercent(ranges.maxApr, 2)}`,
    },
    { term: 'Apply online', detail: `In about ${APPROVAL_MINUTES} minutes` },
    { term: 'Funding', detail: `In as few as ${FUNDING_BUSINESS_DAYS} business days` },
  ];
}

const STEPS = [
  {
    title: 'Check your rate',
    text: "Tell us about your home and income. It's a soft credit pull, so your credit score is not affected.",
  },
  {
    title: 'Choose your offer',
    text: 'Pick the line amount that suits you, link your income and verify your identity online.',
  },
  {
    title: 'Sign and get your funds',
    text: `Sign your documents with a notary online and receive your money in as few as ${FUNDING_BUSINESS_DAYS} business days.`,
  },
] as const;

/** The public front page: what a HELOC from this lender is, and the way in. */
export function LandingPage() {
  const organization = useOrganization();
  const { brandName } = organization;
  useDocumentTitle('Home equity line of credit');
  // A borrower who is signed in has an application to go back to, not a rate to check again.
  const signedIn = tokenStore.authorization() !== null;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-16">
      <div className="grid items-start gap-10 lg:grid-cols-[3fr_2fr] lg:gap-16">
        <section aria-label="Introduction">
          <PageHeading caption={`${brandName} home equity line of credit`}>
            Put your home equity to work, with funding in as few as {FUNDING_BUSINESS_DAYS} business
            days
          </PageHeading>
          <p className="max-w-prose text-lg">
            Apply online in about {APPROVAL_MINUTES} minutes. Checking your rate is a soft credit
            pull, so it does not affect your credit score.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            {signedIn ? (
              <Link to="/dashboard" className={buttonClasses()}>
                Continue your application
              </Link>
            ) : (
              <>
                <Link to={CHECK_YOUR_RATE_PATH} className={buttonClasses()}>
                  Check your rate
                </Link>
                <Link to="/auth/login" className={buttonClasses({ variant: 'secondary' })}>
                  Sign in
                </Link>
              </>
            )}
          </div>
          <p className="mt-4 text-muted">
            A hard credit pull happens only when you submit your application.
          </p>
        </section>

        <section
          aria-labelledby="landing-facts-title"
          className="rounded-xl border border-line bg-brand-50 p-6"
        >
          <h2 id="landing-facts-title">At a glance</h2>
          <dl className="mt-4 divide-y divide-line">
            {facts(helocRanges(organization)).map((fact) => (
              <div key={fact.term} className="flex flex-wrap justify-between gap-x-4 py-3">
                <dt className="font-medium text-muted">{fact.term}</dt>
                <dd className="font-semibold text-ink">{fact.detail}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-sm text-muted">
            Rates and amounts depend on your credit, income and home. See the disclosures below.
          </p>
        </section>
      </div>

      <section aria-labelledby="landing-steps-title" className="mt-16">
        <h2 id="landing-steps-title">How it works</h2>
        <ol className="mt-6 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="rounded-xl border border-line p-6">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4">{step.title}</h3>
              <p className="mt-2 text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
