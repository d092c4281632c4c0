import type { DscrFigures, HelocApplication } from '@openheloc/domain';

/**
 * The figures of a DSCR decline whose rent falls short of the minimum ratio; null otherwise.
 * The ratio is checked too: a line the grid's loan-to-value cannot open is declined with the
 * same reason, and a screen must not say the rent falls short when its ratio passes.
 */
export function dscrShortfallOf(
  application: Pick<HelocApplication, 'adverseActionReasons' | 'dscr'>,
): DscrFigures | null {
  const { dscr } = application;
  const declined = application.adverseActionReasons.some(
    (reason) => reason.code === 'DSCR_BELOW_MINIMUM',
  );
  return declined && dscr && dscr.dscrHundredths < dscr.minDscrHundredths ? dscr : null;
}
