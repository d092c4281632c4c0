import { zHmdaAnswers, type HmdaAnswers } from '@openheloc/domain';
import { z } from 'zod';

/** What the HMDA page's checkboxes and text boxes hold: plain lists and strings. */
const zHmdaFormValues = z.object({
  ethnicity: z.array(z.string()),
  hispanicOrigins: z.array(z.string()),
  otherHispanicOrigin: z.string(),
  race: z.array(z.string()),
  americanIndianTribe: z.string(),
  asianOrigins: z.array(z.string()),
  otherAsianOrigin: z.string(),
  pacificIslanderOrigins: z.array(z.string()),
  otherPacificIslanderOrigin: z.string(),
  sex: z.array(z.string()),
});
export type HmdaFormValues = z.infer<typeof zHmdaFormValues>;
export type HmdaListField = {
  [K in keyof HmdaFormValues]: HmdaFormValues[K] extends string[] ? K : never;
}[keyof HmdaFormValues];

export const DECLINED = 'DECLINED';

const EMPTY: HmdaFormValues = {
  ethnicity: [],
  hispanicOrigins: [],
  otherHispanicOrigin: '',
  race: [],
  americanIndianTribe: '',
  asianOrigins: [],
  otherAsianOrigin: '',
  pacificIslanderOrigins: [],
  otherPacificIslanderOrigin: '',
  sex: [],
};

/** The page's starting values: the answers saved before, or nothing chosen. */
export function hmdaFormDefaults(saved: HmdaAnswers | null | undefined): HmdaFormValues {
  return saved ? { ...EMPTY, ...saved } : EMPTY;
}

/**
 * Answers revealed under a choice that is no longer chosen are not sent: unticking Asian
 * drops the Asian origins and what was written for Other Asian, as they are no longer shown.
 */
export function withoutHiddenAnswers(values: HmdaFormValues): HmdaFormValues {
  const keepIf = <T>(shown: boolean, value: T, empty: T): T => (shown ? value : empty);
  const hispanicOrigins = keepIf(
    values.ethnicity.includes('HISPANIC_OR_LATINO'),
    values.hispanicOrigins,
    [],
  );
  const asianOrigins = keepIf(values.race.includes('ASIAN'), values.asianOrigins, []);
  const pacificIslanderOrigins = keepIf(
    values.race.includes('NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER'),
    values.pacificIslanderOrigins,
    [],
  );
  return {
    ...values,
    hispanicOrigins,
    otherHispanicOrigin: keepIf(
      hispanicOrigins.includes('OTHER_HISPANIC_OR_LATINO'),
      values.otherHispanicOrigin,
      '',
    ),
    americanIndianTribe: keepIf(
      values.race.includes('AMERICAN_INDIAN_OR_ALASKA_NATIVE'),
      values.americanIndianTribe,
      '',
    ),
    asianOrigins,
    otherAsianOrigin: keepIf(asianOrigins.includes('OTHER_ASIAN'), values.otherAsianOrigin, ''),
    pacificIslanderOrigins,
    otherPacificIslanderOrigin: keepIf(
      pacificIslanderOrigins.includes('OTHER_PACIFIC_ISLANDER'),
      values.otherPacificIslanderOrigin,
      '',
    ),
  };
}

/** The page's schema: what is shown is checked by the domain's rules, with the server's words. */
export const zHmdaForm = zHmdaFormValues.transform((values, ctx): HmdaAnswers => {
  const parsed = zHmdaAnswers.safeParse(withoutHiddenAnswers(values));
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  }
  return z.NEVER;
});

/**
 * A checkbox of a question changed. 'I do not wish to provide this information' stands alone:
 * ticking it clears the other answers, ticking another answer clears it. Answers keep the
 * order in which the page lists them.
 */
export function toggleAnswer(
  current: readonly string[],
  value: string,
  checked: boolean,
  order: readonly string[],
): string[] {
  if (!checked) return current.filter((answer) => answer !== value);
  if (value === DECLINED) return [DECLINED];
  const chosen = new Set([...current.filter((answer) => answer !== DECLINED), value]);
  return order.filter((answer) => chosen.has(answer));
}
