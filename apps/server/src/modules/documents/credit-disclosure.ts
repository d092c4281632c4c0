import type { CreditScoreDisclosure } from '@openheloc/domain';
import type { ApplicationRow } from '../../db/rows';

/** FCRA §615(a) asks for at most four key factors. */
export const MAX_KEY_FACTORS = 4;

/**
 * The score disclosure for a decision that used a credit report: only once underwriting decided,
 * and only from a report with a score and a known agency. The tradelines and the applicant's
 * identifiers stay on the server.
 */
export function creditScoreDisclosureOf(
  app: Pick<ApplicationRow, 'underwriting' | 'facts'>,
): CreditScoreDisclosure | null {
  const credit = app.facts.credit;
  if (app.underwriting === null || credit?.outcome !== 'FOUND') return null;
  if (credit.score === null || credit.bureau === undefined) return null;
  const { name, address, phone, scoreRange } = credit.bureau;
  return {
    score: credit.score,
    range: { min: scoreRange.min, max: scoreRange.max },
    date: credit.pulledAt,
    keyFactors: credit.scoreFactors.slice(0, MAX_KEY_FACTORS),
    bureau: { name, address, phone },
  };
}
