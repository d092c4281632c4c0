import type { DscrFigures } from '@openheloc/domain';
import { DscrFiguresList } from '@/features/application/dscr/dscr-figures-list';
import { shortfallText } from '@/features/application/dscr/dscr-text';

/** Why a DSCR loan was declined: the rent, the debt service it falls short of, the ratios. */
export function DscrDeclineIntro({ figures }: { figures: DscrFigures }) {
  return (
    <>
      <p>
        Thank you for applying for a debt-service-coverage-ratio (DSCR) loan on your investment
        property. A DSCR loan is qualified on the property’s rent, and its rent isn’t enough to
        cover the monthly payments on even the smallest line we offer with the property’s other
        costs, so we can’t approve your application at this time.
      </p>
      <p>{shortfallText(figures)}</p>
      <section aria-labelledby="dscr-decline-figures" className="rounded-xl border border-line p-5">
        <h2 id="dscr-decline-figures" className="text-lg font-semibold">
          The figures we used
        </h2>
        <DscrFiguresList figures={figures} measuredWith="with the smallest line we offer" />
      </section>
      <p>
        Paying down the loans already on the property can change this. The notice below gives the
        reasons and explains your rights.
      </p>
    </>
  );
}
