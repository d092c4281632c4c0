import { formatCents, type DscrFigures } from '@openheloc/domain';
import { formatDscr, RENT_SOURCE_TEXT } from './dscr-text';

interface DscrFiguresListProps {
  figures: DscrFigures;
  /** The line the debt service was measured with ('with the largest line we offer, $150,000'). */
  measuredWith: string;
}

/** The rent, the debt service it must cover and their ratio, as underwriting computed them. */
export function DscrFiguresList({ figures, measuredWith }: DscrFiguresListProps) {
  return (
    <dl className="divide-y divide-line">
      <div className="flex justify-between gap-4 py-2">
        <dt>Monthly rent</dt>
        <dd className="text-right font-semibold">
          {formatCents(figures.monthlyRent, 2)}
          <span className="block text-sm font-normal text-muted">
            {RENT_SOURCE_TEXT[figures.rentSource]}
          </span>
        </dd>
      </div>
      <div className="flex justify-between gap-4 py-2">
        <dt>Monthly debt service</dt>
        <dd className="text-right font-semibold">
          {formatCents(figures.monthlyDebtService, 2)}
          <span className="block text-sm font-normal text-muted">
            Principal and interest on the new line and the loans already on the property, property
            taxes, insurance and association dues, {measuredWith}
          </span>
        </dd>
      </div>
      <div className="flex justify-between gap-4 py-2">
        <dt>Debt-service coverage ratio (DSCR)</dt>
        <dd className="text-right font-semibold">
          {formatDscr(figures.dscrHundredths)}
          <span className="block text-sm font-normal text-muted">
            Rent ÷ debt service. Our minimum is {formatDscr(figures.minDscrHundredths)}.
          </span>
        </dd>
      </div>
    </dl>
  );
}
