import { isFinalState, type HelocApplication } from '@openheloc/domain';

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

/** The confirmation's words: what was checked, what comes next, how long (spec sections 1, 9). */
export const SUBMITTED_NOTE = {
  title: 'Your application is submitted',
  checked:
    'We ran the hard credit pull that happens on submission and confirmed your offer against your full credit report.',
  next: 'Next, link your income sources so we can verify your income. Then you’ll add your bank account, verify your identity and sign your documents.',
  howLong:
    'Linking your income takes about 5 minutes. Approval is possible in five minutes, and funding in five business days.',
} as const;
