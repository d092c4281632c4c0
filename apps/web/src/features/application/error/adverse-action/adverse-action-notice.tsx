import {
  creditName,
  ecoaNotice,
  formatDisplayDate,
  type AdverseActionReason,
  type CreditScoreDisclosure,
  type Organization,
} from '@openheloc/domain';
import { linkClasses } from '@/components/link-classes';
import { telHref } from '@/lib/tel-href';
import { CreditScoreSection } from './credit-score-section';
import { FCRA_RIGHTS, showsCreditReportRights } from './notice-text';

interface AdverseActionNoticeProps {
  reasons: readonly AdverseActionReason[];
  /** The score the decision used and the agency that supplied it (null when none was used). */
  creditScore: CreditScoreDisclosure | null;
  /** When the decision was made (the status's last change). */
  decidedAt: Date;
  loanNumber: string;
  /** The product applied for, named as the PDF names it. */
  product: string;
  organization: Organization;
}

/**
 * The statement of credit denial ECOA and Regulation B require: the action taken, the principal
 * reasons, the creditor's name and address, the credit-report rights with the score disclosure
 * (FCRA §615) when a report was used, and the ECOA notice. It is written to be printed or saved as it stands.
 */
export function AdverseActionNotice({
  reasons,
  creditScore,
  decidedAt,
  loanNumber,
  product,
  organization,
}: AdverseActionNoticeProps) {
  const { footerData, theme } = organization;
  return (
    <section
      aria-labelledby="adverse-action-title"
      className="rounded-xl border border-line p-5 sm:p-8"
    >
      <h2 id="adverse-action-title" className="text-[22px] font-bold">
        Statement of credit denial
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">Date</dt>
        <dd>{formatDisplayDate(decidedAt)}</dd>
        <dt className="font-semibold">Application</dt>
        <dd>
          {creditName(product)}, loan number {loanNumber}
        </dd>
        <dt className="font-semibold">Action taken</dt>
        <dd>Credit denied</dd>
      </dl>

      <h3 className="mt-6 text-lg font-semibold">Principal reasons for our decision</h3>
      {reasons.length > 0 ? (
        <ol className="mt-2 list-decimal space-y-1 pl-6">
          {reasons.map((reason) => (
            <li key={reason.code}>{reason.reason}</li>
          ))}
        </ol>
      ) : (
        <p className="mt-2">
          You have the right to a statement of the specific reasons for our decision. Contact us
          within 60 days of this notice and we will send it to you within 30 days of your request.
        </p>
      )}

      <h3 className="mt-6 text-lg font-semibold">Creditor</h3>
      <address className="mt-2 not-italic">
        {footerData.footer.companyName}
        <br />
        {footerData.companyAddress}
        <br />
        NMLS ID {footerData.footer.companyNMLS}
        <br />
        Phone:{' '}
        <a className={linkClasses} href={telHref(theme.supportPhoneNumber)}>
          {footerData.phoneFormatted}
        </a>
        <br />
        Email:{' '}
        <a className={linkClasses} href={`mailto:${footerData.email}`}>
          {footerData.email}
        </a>
      </address>

      {showsCreditReportRights(reasons, creditScore) ? (
        <>
          <h3 className="mt-6 text-lg font-semibold">Your right to a copy of your credit report</h3>
          <div className="mt-2 space-y-3">
            {FCRA_RIGHTS.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {creditScore === null ? (
              <p>
                To find out which consumer reporting agency provided the report, and how to reach
                it, call us at {footerData.phoneFormatted} or write to {footerData.email}.
              </p>
            ) : null}
          </div>
          {creditScore !== null ? <CreditScoreSection disclosure={creditScore} /> : null}
        </>
      ) : null}

      <h3 className="mt-6 text-lg font-semibold">Equal Credit Opportunity Act notice</h3>
      <p className="mt-2">{ecoaNotice(organization.meta.companyInfo.ecoaAgency)}</p>
    </section>
  );
}
