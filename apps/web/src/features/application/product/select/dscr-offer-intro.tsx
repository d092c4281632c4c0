import { formatCents, type Cents, type DscrFigures } from '@openheloc/domain';
import { useOrganization } from '@/lib/organization/organization-context';
import { DscrFiguresList } from '@/features/application/dscr/dscr-figures-list';

interface DscrOfferIntroProps {
  figures: DscrFigures;
  street: string;
  /** The largest amount of any offer: the line the debt service was measured with. */
  largestLine: Cents;
}

/**
 * What a DSCR offer rests on. The lender offers the DSCR loan for an investment property in
 * place of its HELOC (decision 0050), so the screen says so rather than leave it to be guessed.
 */
export function DscrOfferIntro({ figures, street, largestLine }: DscrOfferIntroProps) {
  const { brandName } = useOrganization();
  return (
    <section aria-labelledby="dscr-intro-title" className="mb-8 rounded-xl border border-line p-5">
      <h2 id="dscr-intro-title" className="text-lg font-semibold">
        A DSCR loan for your investment property
      </h2>
      <p className="mt-2">
        Because {street} is an investment property, {brandName} offers you a
        debt-service-coverage-ratio (DSCR) loan instead of a home equity line of credit. It’s
        qualified on the property’s rent rather than your income, and it’s credit for a business
        purpose.
      </p>
      <div className="mt-3">
        <DscrFiguresList
          figures={figures}
          measuredWith={`with the largest line we offer, ${formatCents(largestLine, 0)}`}
        />
      </div>
      <p className="mt-3 text-sm text-muted">
        Your rate is the prime rate plus a margin from our DSCR pricing grid, set by this ratio and
        by how much you borrow against the property’s value. Each choice below shows its rate.
      </p>
    </section>
  );
}
