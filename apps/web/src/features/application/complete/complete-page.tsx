import {
  formatBasisPoints,
  formatCents,
  formatPacificDay,
  formatRescissionDeadline,
  type Cents,
  type HelocApplication,
} from '@openheloc/domain';
import { useId, type ReactNode } from 'react';
import { linkClasses } from '@/components/link-classes';
import { useOrganization } from '@/lib/organization/organization-context';
import { telHref } from '@/lib/tel-href';
import { useApplication } from '../routing/application-context';
import { ApplicationScreen } from '../shell/application-screen';
import { CancelLine } from './cancel-line';
import { completionStage, type CompletionStage } from './completion-stage';

const TITLES: Readonly<Record<CompletionStage, string>> = {
  funding: 'Your funds are on the way',
  rescission: 'Your right to cancel has started',
  recording: 'Your loan is being recorded',
  funded: 'Your line of credit is open',
};

const money = (amount: Cents) => formatCents(amount, amount % 100 === 0 ? 0 : 2);

function StepList({ steps }: { steps: ReactNode[] }) {
  return (
    <ol className="list-decimal space-y-3 pl-6 marker:font-semibold marker:text-brand-700">
      {steps.map((step, index) => (
        <li key={index}>{step}</li>
      ))}
    </ol>
  );
}

/** The three business days, the deadline in Pacific Time, and the way to cancel online. */
function Rescission({
  lastDay,
  draw,
  account,
}: {
  lastDay: string;
  draw: string;
  account: string;
}) {
  const deadline = formatRescissionDeadline(lastDay);
  const meaningId = useId();
  return (
    <>
      <p className="text-lg">
        You can cancel your line of credit until <strong>{deadline}</strong> (Pacific Time).
      </p>
      <section aria-labelledby={meaningId} className="mt-8">
        <h2 id={meaningId} className="mb-3">
          Your right to cancel
        </h2>
        <p>
          The law gives you three business days after you sign with the notary to change your mind,
          for any reason and at no cost. Sundays and federal holidays don’t count.
        </p>
        <p className="mt-3">
          If you cancel, your line is closed, no money is sent and you owe nothing. If you don’t, we
          send your initial draw of {draw} to {account} once the period ends.
        </p>
        <div className="mt-6">
          <CancelLine deadline={deadline} />
        </div>
      </section>
    </>
  );
}

function NextSteps({
  stage,
  application,
  draw,
  account,
}: {
  stage: Exclude<CompletionStage, 'rescission'>;
  application: HelocApplication;
  draw: string;
  account: string;
}) {
  const organization = useOrganization();
  const phone = (
    <a className={linkClasses} href={telHref(organization.theme.supportPhoneNumber)}>
      {organization.footerData.phoneFormatted}
    </a>
  );
  const sent = application.closing.disbursement;
  const steps: Record<typeof stage, ReactNode[]> = {
    funding: sent
      ? [
          <>
            We sent your initial draw of {draw} to {account} on{' '}
            {formatPacificDay(new Date(sent.submittedAt))}.
          </>,
          <>
            It should arrive by {formatPacificDay(new Date(sent.expectedSettlementAt))}. We’ll
            e-mail you when it has.
          </>,
          <>Questions? Call us at {phone}.</>,
        ]
      : [
          <>
            We’re sending your initial draw of {draw} to {account}.
          </>,
          <>
            Funding usually takes up to 5 business days. We’ll e-mail you when the money is sent.
          </>,
          <>There’s nothing else you need to do right now.</>,
        ],
    recording: [
      <>We’re recording your mortgage with your county, the last step before funding.</>,
      <>
        Then we send your initial draw of {draw} to {account}. We’ll e-mail you when the money is
        sent.
      </>,
    ],
    funded: [
      sent?.settledAt ? (
        <>
          Your initial draw of {draw} arrived in {account} on{' '}
          {formatPacificDay(new Date(sent.settledAt))}.
        </>
      ) : (
        <>
          Your initial draw of {draw} was sent to {account}. It can take a business day to show.
        </>
      ),
      <>You can draw from your line at any time during the draw period.</>,
      <>Your first statement arrives about a month after funding.</>,
    ],
  };
  return <StepList steps={steps[stage]} />;
}

function LoanSummary({ application }: { application: HelocApplication }) {
  const quote = application.selectedOffer?.quote;
  const sent = application.closing.disbursement;
  const rows: Array<[string, string]> = [
    ['Loan number', application.loanNumber],
    ...(quote
      ? ([
          ['Line amount', formatCents(quote.amount, 0)],
          ['APR', formatBasisPoints(quote.aprBps, 2)],
        ] as Array<[string, string]>)
      : []),
    ...(sent
      ? ([
          ['Amount sent', money(sent.amount)],
          ['Paid into', `Account ending ${sent.accountLast4}`],
          ['Sent on', formatPacificDay(new Date(sent.submittedAt))],
        ] as Array<[string, string]>)
      : application.disburseAccount
        ? ([['Paid into', `Account ${application.disburseAccount.mask}`]] as Array<
            [string, string]
          >)
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

/** The end of the journey: the right-to-cancel period, funding or a funded line, and what next. */
export function CompletePage() {
  const { application, status } = useApplication();
  const stage = completionStage(status.state);
  const nextId = useId();
  const summaryId = useId();
  const sent = application.closing.disbursement;
  const initialDraw = sent?.amount ?? application.selectedOffer?.quote.initialDraw;
  const draw = initialDraw === undefined ? 'your initial draw' : money(initialDraw);
  const last4 = sent?.accountLast4 ?? application.disburseAccount?.mask.slice(-4);
  const account = last4 ? `your account ending ${last4}` : 'your account';
  const lastDay = application.closing.rescissionLastDay;
  return (
    <ApplicationScreen caption="Application complete" title={TITLES[stage]}>
      {stage === 'rescission' && lastDay ? (
        <Rescission lastDay={lastDay} draw={draw} account={account} />
      ) : (
        <>
          <p className="text-lg">Thank you — you’ve completed every step of your application.</p>
          <section aria-labelledby={nextId} className="mt-8">
            <h2 id={nextId} className="mb-3">
              What happens next
            </h2>
            <NextSteps
              stage={stage === 'rescission' ? 'funding' : stage}
              application={application}
              draw={draw}
              account={account}
            />
          </section>
        </>
      )}
      <section aria-labelledby={summaryId} className="mt-8">
        <h2 id={summaryId} className="mb-3">
          Your loan
        </h2>
        <LoanSummary application={application} />
      </section>
    </ApplicationScreen>
  );
}
