import { formatCents, type DscrFigures, type RentSource } from '@openheloc/domain';

/** 125 hundredths as '1.25', in whole numbers so no ratio rounds past the minimum. */
export function formatDscr(hundredths: number): string {
  const whole = Math.floor(hundredths / 100);
  return `${whole}.${String(hundredths - whole * 100).padStart(2, '0')}`;
}

/** Where the qualifying rent came from, as the borrower reads it. */
export const RENT_SOURCE_TEXT: Record<RentSource, string> = {
  RENT_ESTIMATE: 'Rent estimate from our property valuation provider',
  LEASE: 'The rent on your lease',
};

/** Why a DSCR loan was declined, in plain words with the figures underwriting used. */
export function shortfallText(figures: DscrFigures): string {
  return (
    `The property’s monthly rent of ${formatCents(figures.monthlyRent, 2)} covers its monthly ` +
    `debt service of ${formatCents(figures.monthlyDebtService, 2)} only ` +
    `${formatDscr(figures.dscrHundredths)} times. We need the rent to cover it at least ` +
    `${formatDscr(figures.minDscrHundredths)} times.`
  );
}
