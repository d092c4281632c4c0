import { formatBasisPoints, formatCents, type HelocApplication } from '@openheloc/domain';
import { useId, type ReactNode } from 'react';
import { linkClasses } from '@/components/link-classes';
import { useOrganization } from '@/lib/organization/organization-context';
import { telHref } from '@/lib/tel-href';
import { useApplication } from '../routing/application-context';
import { ApplicationScreen } from '../shell/application-screen';
import { completionStage, type CompletionStage } from './completion-stage';

const TITLES: Readonly<Record<CompletionStage, string>> = {
  funding: 'Your funds are on the way',
  rescission: 'Your right to cancel has started',
  recording: 'Your loan is being recorded',
  funded: 'Your line of credit is open',
};

function NextSteps({
  stage,
  draw,
  account,
}: {
  stage: CompletionStage;
  draw: string;
  account: string;
}) {
  const organization = useOrganization();
  const phone = (
    <a className={linkClasses} href={telHref(organization.theme.supportPhoneNumber)}>
      {organization.footerData.phoneFormatted}
    </a>
  );
  const steps: Record<CompletionStage, ReactNode[]> = {
    funding: [
      <>
        We’re finalizing your loan and sending your initial draw of {draw} to {account}.
      </>,
      <>Funding usually takes up to 5 business days. We’ll e-mail you when the money is sent.</>,
      <>There’s nothing else you need to do right now.</>,
    ],
    rescission: [
      <>
        By law you can cancel your line of credit for any reason, at no cost, until midnight of the
        third business day after you signed.
      </>,
      <>
        When that period ends we send your initial draw of {draw} to {account}. To cancel, call us
        at {phone}.
      </>,
    ],
    recording: [
      <>We’re recording your mortgage with your county, the last step before funding.</>,
      <>
        Then we send your initial draw of {draw} to {account}. We’ll e-mail you when the money is
        sent.
      </>,
    ],
    funded: [
      <>
        Your initial draw of {draw} was sent to {account}. It can take a business day to show.
      </>,
      <>You can draw from your line at any time during the draw period.</>,
      <>Your first statement arrives about a month after funding.</>,
    ],
  };
  return (
    <ol className="list-decimal space-y-3 pl-6 marker:font-semibold marker:text-brand-700">
      {steps[stage].map((step, index) => (
        <li key={index}>{step}</li>
      ))}
    </ol>
  );
}

function LoanSummary({ application }: { application: HelocApplication }) {
  const quote = application.selectedOffer?.quote;
  const rows: Array<[string, string]> = [
    ['Loan number', application.loanNumber],
    ...(quote
      ? ([
          ['Line amount', formatCents(quote.amount, 0)],
          ['APR', formatBasisPoints(quote.aprBps, 2)],
        ] as Array<[string, string]>)
      : []),
    ...(application.disburseAccount
      ? ([['Paid into', `Account ${application.disburseAccount.mask}`]] as Array<[string, string]>)
      : []),
  ];
  return (
    <dl className="divide-y divide-line rounded-lg border border-line">
      {rows.map(([term, value]) => (
        <div key={term} className="flex justify-between gap-4 px-4 py-3">
          <dt className="text-muted">{term}</dt>
          <dd className="text-right font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The end of the journey: funding, the right-to-cancel period or a funded line, and what next. */
export function CompletePage() {
  const { application, status } = useApplication();
  const stage = completionStage(status.state);
  const nextId = useId();
  const summaryId = useId();
  const initialDraw = application.selectedOffer?.quote.initialDraw;
  const draw =
    initialDraw === undefined
      ? 'your initial draw'
      : formatCents(initialDraw, initialDraw % 100 === 0 ? 0 : 2);
  const account = application.disburseAccount
    ? `your account ending ${application.disburseAccount.mask.slice(-4)}`
    : 'your account';
  return (
    <ApplicationScreen caption="Application complete" title={TITLES[stage]}>
      <p className="text-lg">Thank you — you’ve completed every step of your application.</p>
      <section aria-labelledby={nextId} className="mt-8">
        <h2 id={nextId} className="mb-3">
          What happens next
        </h2>
        <NextSteps stage={stage} draw={draw} account={account} />
      </section>
      <section aria-labelledby={summaryId} className="mt-8">
        <h2 id={summaryId} className="mb-3">
          Your loan
        </h2>
        <LoanSummary application={application} />
      </section>
    </ApplicationScreen>
  );
}
