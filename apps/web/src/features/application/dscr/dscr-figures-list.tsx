import { formatCents, type DscrFigures } from '@openheloc/domain';
import type { ReactNode } from 'react';
import { formatDscr, RENT_SOURCE_TEXT } from './dscr-text';

interface DscrFiguresListProps {
  figures: DscrFigures;
  /** The line the debt service was measured with ('with the largest line we offer, $150,000'). */
  measuredWith: string;
}

/** A figure with what it is under its name, so a long explanation never squeezes the name. */
function Figure({ term, hint, value }: { term: string; hint: string; value: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-2">
      <dt>
        {term}
        <span className="block text-sm text-muted">{hint}</span>
      </dt>
      <dd className="shrink-0 text-right font-semibold">{value}</dd>
    </div>
  );
}

/** The rent, the debt service it must cover and their ratio, as underwriting computed them. */
export function DscrFiguresList({ figures, measuredWith }: DscrFiguresListProps) {
  return (
    <dl className="divide-y divide-line">
      <Figure
        term="Monthly rent"
        hint={RENT_SOURCE_TEXT[figures.rentSource]}
        value={formatCents(figures.monthlyRent, 2)}
      />
      <Figure
        term="Monthly debt service"
        hint={`Principal and interest on the new line and the loans already on the property, property taxes, insurance and association dues, ${measuredWith}`}
        value={formatCents(figures.monthlyDebtService, 2)}
      />
      <Figure
        term="Debt-service coverage ratio (DSCR)"
        hint={`Rent ÷ debt service. Our minimum is ${formatDscr(figures.minDscrHundredths)}.`}
        value={formatDscr(figures.dscrHundredths)}
      />
    </dl>
  );
}
