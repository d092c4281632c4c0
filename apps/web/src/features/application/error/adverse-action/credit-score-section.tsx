import { formatDisplayDate, type CreditScoreDisclosure } from '@openheloc/domain';
import { linkClasses } from '@/components/link-classes';
import { telHref } from '@/lib/tel-href';
import { scoreRangeText } from './notice-text';

/**
 * The credit score disclosure (FCRA §615(a)): the score used, its range and date, the key
 * factors that hurt it, and the agency that supplied it, with how to reach it.
 */
export function CreditScoreSection({ disclosure }: { disclosure: CreditScoreDisclosure }) {
  const { score, range, date, keyFactors, bureau } = disclosure;
  return (
    <>
      <h3 className="mt-6 text-lg font-semibold">Your credit score</h3>
      <p className="mt-2">
        We also obtained your credit score from this consumer reporting agency and used it in making
        our credit decision.
      </p>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">Your credit score</dt>
        <dd>
          {score} <span className="text-muted">({scoreRangeText(range)})</span>
        </dd>
        <dt className="font-semibold">Date</dt>
        <dd>{formatDisplayDate(new Date(date))}</dd>
      </dl>
      {keyFactors.length > 0 ? (
        <>
          <h4 className="mt-4 font-semibold">Key factors that adversely affected your score</h4>
          <ol className="mt-2 list-decimal space-y-1 pl-6">
            {keyFactors.map((factor) => (
              <li key={factor}>{factor}</li>
            ))}
          </ol>
        </>
      ) : null}
      <h4 className="mt-4 font-semibold">Consumer reporting agency</h4>
      <address className="mt-2 not-italic">
        {bureau.name}
        <br />
        {bureau.address}
        <br />
        Phone:{' '}
        <a className={linkClasses} href={telHref(bureau.phone)}>
          {bureau.phone}
        </a>
      </address>
      <p className="mt-3">
        Ask this agency for your free copy within 60 days of receiving this notice, and contact it
        to dispute anything in the report that is inaccurate or incomplete.
      </p>
    </>
  );
}
