export const STRENGTH_BAR_COUNT = 4;

export type StrengthTone = 'none' | 'weak' | 'fair' | 'strong';

export interface PasswordStrength {
  /** How many of the four bars are filled. */
  filledBars: number;
  tone: StrengthTone;
  /** The word shown beside the bars. */
  label: string;
}

const LABELS: Record<StrengthTone, string> = {
  none: 'Not entered',
  weak: 'Weak',
  fair: 'Fair',
  strong: 'Strong',
};

/**
 * The meter's reading from the number of unmet rules (of five): every rule met fills all four
 * bars; each unmet rule empties one, down to none. The word never praises a password the form
 * would refuse: while any rule is unmet it says at most 'Fair'.
 */
export function passwordStrength(
  unmetRules: number,
  { empty }: { empty: boolean },
): PasswordStrength {
  if (empty) return { filledBars: 0, tone: 'none', label: LABELS.none };
  const filledBars = Math.max(0, Math.min(STRENGTH_BAR_COUNT, STRENGTH_BAR_COUNT - unmetRules));
  const tone: StrengthTone = unmetRules === 0 ? 'strong' : unmetRules <= 2 ? 'fair' : 'weak';
  return { filledBars, tone, label: LABELS[tone] };
}
