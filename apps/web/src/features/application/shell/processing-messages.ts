/** How often the processing modal shows its next message. */
export const PROCESSING_MESSAGE_INTERVAL_MS = 3_000;

const GENERAL = ['Working on your application…', 'This usually takes a few seconds…'];

/** What the server is doing in each waiting state, in the order it usually happens. */
const MESSAGES: Readonly<Record<string, readonly string[]>> = {
  WAITING_FOR_OFFER_SELECTION: [
    'Checking your credit…',
    'Looking up your property…',
    'Estimating your home’s value…',
    'Preparing your offers…',
  ],
  WAITING_FOR_HARD_CREDIT_PULL: [
    'Checking your credit…',
    'Reviewing your application…',
    'Confirming your offer…',
  ],
  GEN_APP_SUBMISSION: ['Gathering your answers…', 'Preparing your application summary…'],
  WAITING_FOR_INCOME_VERIFICATION: [
    'Verifying your income…',
    'Matching your income to your offer…',
  ],
  WAITING_FOR_DISBURSEMENT_ACCOUNT: [
    'Verifying your bank account…',
    'Checking the account details…',
  ],
  WAITING_FOR_IDENTITY_VERIFICATION: ['Checking your ID document…', 'Verifying your identity…'],
  GEN_NOTE_SIGNING: ['Preparing your closing documents…', 'Getting your documents ready to sign…'],
};

/** The processing modal's messages for a waiting state. */
export function processingMessages(state: string): readonly string[] {
  return MESSAGES[state] ?? GENERAL;
}

/** The message shown after `elapsedMs`: each in turn, then the last one stays. */
export function processingMessageAt(messages: readonly string[], elapsedMs: number): string {
  const index = Math.min(
    Math.floor(Math.max(0, elapsedMs) / PROCESSING_MESSAGE_INTERVAL_MS),
    messages.length - 1,
  );
  return messages[index] ?? '';
}

/**
 * The progress bar's value: it moves quickly at first and slows down, reaching 95% at the
 * modal's time limit, so it never claims to be done before the server is.
 */
export function processingPercent(elapsedMs: number, timeoutMs: number): number {
  const share = Math.min(Math.max(elapsedMs, 0) / timeoutMs, 1);
  return Math.round(95 * (1 - (1 - share) ** 2));
}
