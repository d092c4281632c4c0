import {
  formatDisplayDate,
  addCents,
  formatBasisPoints,
  formatCents,
  formatPercent,
  ZERO_CENTS,
  type BasisPoints,
  type Cents,
  parseApiDate,
  type HelocApplication,
  type OfferFee,
  EXAMPLE_BALANCE,
  type HelocDisclosure,
} from '@openheloc/domain';
import type { ReactNode } from 'react';
import { useOrganization } from '@/lib/organization/organization-context';
import { HistoricalExampleTable } from './historical-example-table';

const money = (amount: Cents) => formatCents(amount, 2);
const percent = (value: BasisPoints) => formatBasisPoints(value, 2);
const years = (count: number | null) => `${count ?? 0} ${count === 1 ? 'year' : 'years'}`;

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mt-6">
      <h3 className="mb-2 text-lg font-semibold">{title}</h3>
      <div className="space-y-3">{children}</div>
    </div>
  );
}

function FeeList({ fees }: { fees: readonly OfferFee[] }) {
  return (
    <dl className="border-t border-line">
      {fees.map((fee) => (
        <div key={fee.code} className="flex justify-between gap-4 border-b border-line py-2">
          <dt>{fee.label}</dt>
          <dd className="font-semibold">{money(fee.amount)}</dd>
        </div>
      ))}
    </dl>
  );
}

interface EarlyDisclosureProps {
  disclosure: HelocDisclosure;
  property: HelocApplication['property'];
}

/**
 * 'Important terms of our home equity line of credit' (Regulation Z §1026.40(d)) for the
 * borrower's chosen line: written to be read on screen, printed or saved.
 */
export function EarlyDisclosure({ disclosure: d, property }: EarlyDisclosureProps) {
  const { legalName } = useOrganization().meta.companyInfo;
  const asOf = parseApiDate(d.primeRateAsOf);
  const thirdPartyTotal = addCents(...d.thirdPartyFees.map((fee) => fee.amount));
  const drawMonths = (d.drawPeriodYears ?? 0) * 12;
  const repaymentMonths = (d.repaymentPeriodYears ?? 0) * 12;
  const apr = (value: BasisPoints) => `ANNUAL PERCENTAGE RATE of ${percent(value)}`;
  return (
    <section aria-labelledby="early-disclosure-title" className="mb-10">
      <h2 id="early-disclosure-title" className="text-[22px] font-bold">
        Important terms of our home equity line of credit
      </h2>
      <p className="mt-1 text-muted">{legalName}</p>
      <p className="mt-3">
        This disclosure contains important information about our home equity line of credit. You
        should read it carefully and keep a copy for your records.
      </p>

      <Part title="Availability of terms">
        <p>
          All of the terms described below are subject to change. If these terms change (other than
          the annual percentage rate) and you decide, as a result, not to open the line, you are
          entitled to a refund of all fees you paid to us or to anyone else in connection with your
          application.
        </p>
      </Part>

      <Part title="Security interest">
        <p>
          We will take a mortgage or deed of trust on your home at {property.street1},{' '}
          {property.city}, {property.state} {property.zip}.{' '}
          <strong>
            You could lose your home if you do not meet the obligations in your agreement with us.
          </strong>
        </p>
      </Part>

      <Part title="Possible actions">
        <p>We can end your line and require you to pay the entire balance in one payment if:</p>
        <ul className="list-disc space-y-1 pl-6">
          <li>
            you commit fraud or make a material misrepresentation in connection with the line;
          </li>
          <li>you do not meet the repayment terms; or</li>
          <li>your action or inaction harms our security in your home, or your rights in it.</li>
        </ul>
        <p>We can refuse to lend more, or lower your credit limit, while:</p>
        <ul className="list-disc space-y-1 pl-6">
          <li>
            the value of your home falls significantly below its value when the line was opened;
          </li>
          <li>
            we reasonably believe you will not be able to repay because your financial circumstances
            changed materially;
          </li>
          <li>you are in default of a material obligation of the agreement;</li>
          <li>
            government action prevents us from charging the agreed rate or weakens our security; or
          </li>
          <li>a regulator tells us that continuing to lend would be unsafe and unsound.</li>
        </ul>
        <p>
          If you ask, we will give you more specific information about when we can take these
          actions.
        </p>
      </Part>

      <Part title="Your line">
        <p>
          Your credit limit is {formatCents(d.creditLimit, 0)}. When the line opens you must draw{' '}
          {formatPercent(d.initialDrawPercent, 0)} of it ({formatCents(d.initialDraw, 0)}).
        </p>
      </Part>

      <Part title="Minimum payment requirements">
        {d.interestOnly ? (
          <p>
            Your line has no fixed draw or repayment period. Payments are due monthly and equal the
            interest that accrued on the balance, rounded up to the next cent. Paying only the
            minimum does not repay any of the amount you borrowed.
          </p>
        ) : (
          <p>
            You can draw on the line for {years(d.drawPeriodYears)} (the draw period). During the
            draw period, payments are due monthly and equal the interest that accrued on the
            balance; they do not repay the amount you borrowed. After the draw period, you can no
            longer draw and must repay the balance over {years(d.repaymentPeriodYears)} (the
            repayment period), in equal monthly payments of principal and interest.
          </p>
        )}
      </Part>

      <Part title="Minimum payment example">
        {d.interestOnly ? (
          <p>
            If you had a balance of {formatCents(EXAMPLE_BALANCE, 0)} at an{' '}
            {apr(d.currentExample.aprBps)}, your minimum monthly payment would be{' '}
            {money(d.currentExample.drawPeriodPayment)}, and the balance would not go down.
          </p>
        ) : (
          <p>
            If you made only the minimum monthly payments and took no other advances, it would take{' '}
            {years(d.termYears)} to pay off an advance of {formatCents(EXAMPLE_BALANCE, 0)} at an{' '}
            {apr(d.currentExample.aprBps)}. During that time you would make {drawMonths} monthly
            payments of {money(d.currentExample.drawPeriodPayment)} followed by {repaymentMonths}{' '}
            monthly payments of {money(d.currentExample.repaymentPeriodPayment ?? ZERO_CENTS)}.
          </p>
        )}
      </Part>

      <Part title="Fees and charges">
        <p>To open the line you must pay us:</p>
        <FeeList fees={d.lenderFees} />
        {d.thirdPartyFees.length > 0 ? (
          <>
            <p>
              You must also pay fees to others to open the line. These fees total about{' '}
              {money(thirdPartyTotal)}:
            </p>
            <FeeList fees={d.thirdPartyFees} />
            <p>If you ask, we will give you an itemization of the fees you pay to others.</p>
          </>
        ) : null}
      </Part>

      <Part title="Tax deductibility">
        <p>
          You should consult a tax advisor about the deductibility of interest and charges for the
          line.
        </p>
      </Part>

      <Part title="Variable rate features">
        <p>
          The line has a variable rate: the annual percentage rate (corresponding to the periodic
          rate) and the minimum monthly payment can change. The annual percentage rate includes only
          interest and no other costs.
        </p>
        <p>
          The rate is based on an index, the prime rate published in the Money Rates table of The
          Wall Street Journal, plus a margin. Your margin is {percent(d.marginBps)}
          {d.autopayDiscountBps > 0
            ? `, which includes a discount of ${percent(d.autopayDiscountBps)} for automatic payments: if you stop them, your margin and annual percentage rate go up by ${percent(d.autopayDiscountBps)}`
            : ''}
          .
        </p>
        <p>
          On {asOf ? formatDisplayDate(asOf) : d.primeRateAsOf} the index was{' '}
          {percent(d.primeRateBps)}.{' '}
          {d.aprLimit === null
            ? `With your margin, that gives an ${apr(d.aprBps)}.`
            : `With your margin that makes ${percent(d.indexPlusMarginBps)}, which is ${d.aprLimit === 'FLOOR' ? 'below the lowest' : 'above the highest'} rate of the line, so the ${apr(d.aprBps)} applies.`}{' '}
          Ask us for the current index value, margin and annual percentage rate. After the line
          opens, your periodic statements show the rate that applies.
        </p>
        <p>
          The rate can change monthly. The annual percentage rate can never be higher than{' '}
          {percent(d.maxAprBps)} or lower than {percent(d.minAprBps)}; apart from these limits,
          there is no limit on how much it can change in a year.
        </p>
      </Part>

      <Part title="Maximum rate and payment examples">
        <p>
          If you had a balance of {formatCents(EXAMPLE_BALANCE, 0)}
          {d.interestOnly ? '' : ' during the draw period'}, the minimum monthly payment at the
          maximum {apr(d.maximumExample.aprBps)} would be{' '}
          {money(d.maximumExample.drawPeriodPayment)}. This rate could be reached at any time.
        </p>
        {d.maximumExample.repaymentPeriodPayment !== null ? (
          <p>
            If you had a balance of {formatCents(EXAMPLE_BALANCE, 0)} at the start of the repayment
            period, the minimum monthly payment at the maximum {apr(d.maximumExample.aprBps)} would
            be {money(d.maximumExample.repaymentPeriodPayment)}.
          </p>
        ) : null}
      </Part>

      <Part title="Historical example">
        <HistoricalExampleTable disclosure={d} />
      </Part>
    </section>
  );
}
