import type { ApplicationProgress, HelocApplication } from '@openheloc/domain';
import { useId } from 'react';
import { CeoFeedbackPrompt } from '@/features/feedback/ceo-feedback-prompt';
import { DataProtectionNote } from './data-protection-note';
import { DeclinedNote } from './declined-note';
import { LoanOriginatorCard } from './loan-originator-card';
import { OfferSummary } from './offer-summary';
import { ProgressSteps } from './progress-steps';

interface ApplicationSidebarProps {
  application: HelocApplication;
  progress: ApplicationProgress;
  /** Set once the application is declined: where its notice is, and whether it is open now. */
  declined: { noticePath: string; onNotice: boolean } | null;
}

/**
 * The desktop side bar: progress, the chosen offer, the loan number, the loan originator who
 * referred the borrower and the CEO feedback prompt.
 */
export function ApplicationSidebar({ application, progress, declined }: ApplicationSidebarProps) {
  const headingId = useId();
  const offerHeadingId = useId();
  const hasOffer = application.selectedOffer !== null;
  return (
    <section aria-labelledby={headingId} className="space-y-6 lg:sticky lg:top-6">
      <div>
        <h2 id={headingId} className="mb-3 text-lg font-semibold">
          Your application
        </h2>
        {declined ? <DeclinedNote {...declined} /> : <ProgressSteps progress={progress} />}
      </div>
      {hasOffer ? (
        <div className="rounded-lg border border-line p-4">
          <h3 id={offerHeadingId} className="mb-3 text-base font-semibold">
            Your offer
          </h3>
          <OfferSummary application={application} />
        </div>
      ) : null}
      <p className="text-sm text-muted">
        Loan number <span className="font-semibold text-ink">{application.loanNumber}</span>
      </p>
      <LoanOriginatorCard referrerUuid={application.referrer?.referrerUuid ?? null} />
      <CeoFeedbackPrompt applicationUuid={application.uuid} />
      <DataProtectionNote />
    </section>
  );
}
