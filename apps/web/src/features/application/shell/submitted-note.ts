import {
  isFinalState,
  LINK_INCOME_HOW_LONG,
  LINK_INCOME_NEXT,
  type HelocApplication,
} from '@openheloc/domain';

/**
 * The day the application went in, while it is still going: null before submission and once it
 * is funded, declined or withdrawn (the confirmation then says nothing useful).
 */
export function submittedOn(
  application: Pick<HelocApplication, 'submittedAt' | 'state'>,
): Date | null {
  if (application.submittedAt === null || isFinalState(application.state)) return null;
  return new Date(application.submittedAt);
}

/**
 * The confirmation's words: what was checked, what comes next, how long (spec sections 1, 9), as
 * said right after submission; the dashboard says what comes next from the stage it is at.
 */
export const SUBMITTED_NOTE = {
  title: 'Your application is submitted',
  checked:
    'We ran the hard credit pull that happens on submission and confirmed your offer against your full credit report.',
  next: LINK_INCOME_NEXT,
  howLong: LINK_INCOME_HOW_LONG,
} as const;
