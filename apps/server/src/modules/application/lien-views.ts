import { dollarsToCents, type LienType, type LienView } from '@openheloc/domain';
import type { CreditPropertyLien } from '../../core/facts';
import type { Lien } from '../../providers';

function lienTypeOf(credit: CreditPropertyLien): LienType {
  if (credit.kind === 'HELOC') return 'HELOC';
  return credit.position === 1 ? 'FIRST_MORTGAGE' : 'OTHER';
}

/**
 * The recorded liens as the borrower confirms them (the providers' dollars become cents here): the property records give lender, position
 * and balance; the credit report's loan at the same position adds the payment and the kind.
 */
export function lienViewsOf(
  recorded: readonly Lien[],
  fromCredit: readonly CreditPropertyLien[],
): LienView[] {
  return recorded.map(({ position, lenderName, estimatedBalance }) => {
    const credit = fromCredit.find((item) => item.position === position);
    return {
      position,
      lenderName,
      estimatedBalance: dollarsToCents(estimatedBalance),
      monthlyPayment: credit?.monthlyPayment == null ? null : dollarsToCents(credit.monthlyPayment),
      lienType: credit ? lienTypeOf(credit) : null,
    };
  });
}
