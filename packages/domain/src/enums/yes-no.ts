import { z } from 'zod';

/** Radio answers that the payload stores as booleans (isListedForSale, marketingConsent). */
export const YES_NO_ANSWERS = ['YES', 'NO'] as const;
export const zYesNoAnswer = z.enum(YES_NO_ANSWERS);
export type YesNoAnswer = z.infer<typeof zYesNoAnswer>;

export const YES_NO_LABELS: Readonly<Record<YesNoAnswer, string>> = { YES: 'Yes', NO: 'No' };
