import {
  closingMoney,
  formatBasisPoints,
  formatCents,
  formatClosingMoney,
  formatPacificDay,
  formatRescissionDeadline,
  paidToYouSentence,
  type ClosingMoney,
  type HelocApplication,
} from '@openheloc/domain';
import { useId, type ReactNode } from 'react';
import { linkClasses } from '@/components/link-classes';
import { useOrganization } from '@/lib/organization/organization-context';
import { telHref } from '@/lib/tel-href';
import { useApplication } from '../routing/application-context';
import { ApplicationScreen } from '../shell/application-screen';
import { RightToCancelNotice } from '@/components/right-to-cancel-notice';
import { useApplicationMutation } from '../routing/use-application-mutation';
import { CancelLine } from './cancel-line';
import { completionStage, type CompletionStage } from './completion-stage';

const ACK_FAILED = 'We could not record your acknowledgment. Please try again.';
const documentPath = (uuid: string, documentUuid: string) =>
  `/service-application/api/v1/application/heloc/${uuid}/documents/${documentUuid}`;

const TITLES: Readonly<Record<CompletionStage, string>> = {
  funding: 'Your funds are on the way',
  rescission: 'Your right to cancel has started',
  recording: 'Your loan is being recorded',
  funded: 'Your line of credit is open',
};

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
  figures,
  account,
  application,
}: {
  lastDay: string;
  figures: ClosingMoney | null;
  account: string;
  application: HelocApplication;
}) {
  const deadline = formatRescissionDeadline(lastDay);
  const notice = application.closing.rightToCancel?.notice;
  const acknowledgment = useApplicationMutation('/rescission-notice/acknowledgment');
  const acknowledge = async () => {
    const outcome = await acknowledgment.submit(undefined, { follow: false });
    if (outcome.kind === 'done') return;
    throw new Error(
      outcome.kind === 'invalid' ? (outcome.formMessage ?? ACK_FAILED) : outcome.message,
    );
  };
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
          send {figures ? formatClosingMoney(figures.paidToYou) : 'your initial draw'} to {account}{' '}
          once the period ends.{figures ? ` ${paidToYouSentence(figures)}.` : null}
        </p>
        {notice ? (
          <div className="mt-6">
            <RightToCancelNotice
              notice={notice}
              contentPath={`${documentPath(application.uuid, notice.documentUuid)}/content`}
              renditionPath={`${documentPath(application.uuid, notice.documentUuid)}/rendition`}
              acknowledge={acknowledge}
            />
          </div>
        ) : null}
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
  figures,
  account,
}: {
  stage: Exclude<CompletionStage, 'rescission'>;
  application: HelocApplication;
  figures: ClosingMoney | null;
  account: string;
}) {
  const paid = figures ? formatClosingMoney(figures.paidToYou) : 'your initial draw';
  const paidFirst = figures ? paid : 'Your initial draw';
  const breakdown = figures ? <>{paidToYouSentence(figures, 'paid')}.</> : null;
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
            We sent {paid} to {account} on {formatPacificDay(new Date(sent.submittedAt))}.{' '}
            {breakdown}
          </>,
          <>
            It should arrive by {formatPacificDay(new Date(sent.expectedSettlementAt))}. We’ll
            e-mail you when it has.
          </>,
          <>Questions? Call us at {phone}.</>,
        ]
      : [
          <>
            We’re sending {paid} to {account}. {breakdown}
          </>,
          <>
            Funding usually takes up to 5 business days. We’ll e-mail you when the money is sent.
          </>,
          <>There’s nothing else you need to do right now.</>,
        ],
    recording: [
      <>We’re recording your mortgage with your county, the last step before funding.</>,
      <>
        Then we send {paid} to {account}. We’ll e-mail you when the money is sent.
      </>,
    ],
    funded: [
      sent?.settledAt ? (
        <>
          {paidFirst} arrived in {account} on {formatPacificDay(new Date(sent.settledAt))}.{' '}
          {breakdown}
        </>
      ) : (
        <>
          {paidFirst} was sent to {account}. It can take a business day to show. {breakdown}
        </>
      ),
      <>You can draw from your line at any time during the draw period.</>,
      <>Your first statement arrives about a month after funding.</>,
    ],
  };
  return <StepList steps={steps[stage]} />;
}

function LoanSummary({
  application,
  figures,
}: {
  application: HelocApplication;
  figures: ClosingMoney | null;
}) {
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
    ...(figures
      ? ([
          ['Initial draw', formatClosingMoney(figures.initialDraw)],
          ['Fees deducted', `−${formatClosingMoney(figures.totalFees)}`],
          ['Paid to you', formatClosingMoney(sent?.amount ?? figures.paidToYou)],
        ] as Array<[string, string]>)
      : []),
    ...(sent
      ? ([
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
  const quote = application.selectedOffer?.quote;
  const figures = quote ? closingMoney(quote) : null;
  const last4 = sent?.accountLast4 ?? application.disburseAccount?.mask.slice(-4);
  const account = last4 ? `your account ending ${last4}` : 'your account';
  const lastDay = application.closing.rescissionLastDay;
  return (
    <ApplicationScreen caption="Application complete" title={TITLES[stage]}>
      {stage === 'rescission' && lastDay ? (
        <Rescission
          lastDay={lastDay}
          figures={figures}
          account={account}
          application={application}
        />
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
              figures={figures}
              account={account}
            />
          </section>
        </>
      )}
      <section aria-labelledby={summaryId} className="mt-8">
        <h2 id={summaryId} className="mb-3">
          Your loan
        </h2>
        <LoanSummary application={application} figures={figures} />
      </section>
    </ApplicationScreen>
  );
}
