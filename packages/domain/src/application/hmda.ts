import { z } from 'zod';

/**
 * Home Mortgage Disclosure Act (Regulation C, appendix B) demographic questions. The applicant
 * may choose one or more answers to each question, with the sub-categories (and the written-in
 * origin or tribe) of some, or decline each question; a single answer is accepted as a list of one.
 */
export const HMDA_ETHNICITIES = [
  'HISPANIC_OR_LATINO',
  'NOT_HISPANIC_OR_LATINO',
  'DECLINED',
] as const;
export const HMDA_HISPANIC_ORIGINS = [
  'MEXICAN',
  'PUERTO_RICAN',
  'CUBAN',
  'OTHER_HISPANIC_OR_LATINO',
] as const;
export const HMDA_RACES = [
  'AMERICAN_INDIAN_OR_ALASKA_NATIVE',
  'ASIAN',
  'BLACK_OR_AFRICAN_AMERICAN',
  'NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER',
  'WHITE',
  'DECLINED',
] as const;
export const HMDA_ASIAN_ORIGINS = [
  'ASIAN_INDIAN',
  'CHINESE',
  'FILIPINO',
  'JAPANESE',
  'KOREAN',
  'VIETNAMESE',
  'OTHER_ASIAN',
] as const;
export const HMDA_PACIFIC_ISLANDER_ORIGINS = [
  'NATIVE_HAWAIIAN',
  'GUAMANIAN_OR_CHAMORRO',
  'SAMOAN',
  'OTHER_PACIFIC_ISLANDER',
] as const;
export const HMDA_SEXES = ['FEMALE', 'MALE', 'DECLINED'] as const;

export type HmdaEthnicity = (typeof HMDA_ETHNICITIES)[number];
export type HmdaHispanicOrigin = (typeof HMDA_HISPANIC_ORIGINS)[number];
export type HmdaRace = (typeof HMDA_RACES)[number];
export type HmdaAsianOrigin = (typeof HMDA_ASIAN_ORIGINS)[number];
export type HmdaPacificIslanderOrigin = (typeof HMDA_PACIFIC_ISLANDER_ORIGINS)[number];
export type HmdaSex = (typeof HMDA_SEXES)[number];

/** The regulation's own words for every answer. */
export const HMDA_LABELS = {
  HISPANIC_OR_LATINO: 'Hispanic or Latino',
  NOT_HISPANIC_OR_LATINO: 'Not Hispanic or Latino',
  MEXICAN: 'Mexican',
  PUERTO_RICAN: 'Puerto Rican',
  CUBAN: 'Cuban',
  OTHER_HISPANIC_OR_LATINO: 'Other Hispanic or Latino',
  AMERICAN_INDIAN_OR_ALASKA_NATIVE: 'American Indian or Alaska Native',
  ASIAN: 'Asian',
  ASIAN_INDIAN: 'Asian Indian',
  CHINESE: 'Chinese',
  FILIPINO: 'Filipino',
  JAPANESE: 'Japanese',
  KOREAN: 'Korean',
  VIETNAMESE: 'Vietnamese',
  OTHER_ASIAN: 'Other Asian',
  BLACK_OR_AFRICAN_AMERICAN: 'Black or African American',
  NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER: 'Native Hawaiian or Other Pacific Islander',
  NATIVE_HAWAIIAN: 'Native Hawaiian',
  GUAMANIAN_OR_CHAMORRO: 'Guamanian or Chamorro',
  SAMOAN: 'Samoan',
  OTHER_PACIFIC_ISLANDER: 'Other Pacific Islander',
  WHITE: 'White',
  FEMALE: 'Female',
  MALE: 'Male',
  DECLINED: 'I do not wish to provide this information',
} as const satisfies Record<
  | HmdaEthnicity
  | HmdaHispanicOrigin
  | HmdaRace
  | HmdaAsianOrigin
  | HmdaPacificIslanderOrigin
  | HmdaSex,
  string
>;

/** Regulation C's limit for a written-in origin or tribe. */
export const HMDA_TEXT_MAX_LENGTH = 100;

export const HMDA_MESSAGES = {
  ethnicity: "Select your ethnicity or 'I do not wish to provide this information'",
  race: "Select your race or 'I do not wish to provide this information'",
  sex: "Select your sex or 'I do not wish to provide this information'",
  declinedEthnicity: 'Declining cannot be combined with an ethnicity',
  declinedRace: 'Declining cannot be combined with a race',
  declinedSex: 'Declining cannot be combined with a sex',
  once: 'Choose each answer once',
  textTooLong: `Must be ${HMDA_TEXT_MAX_LENGTH} characters or fewer`,
  textCharacters: 'Some of the characters entered are not supported.',
  hispanicOrigins: "Select 'Hispanic or Latino' to choose an origin",
  otherHispanicOrigin: "Select 'Other Hispanic or Latino' to write in an origin",
  americanIndianTribe: "Select 'American Indian or Alaska Native' to write in a tribe",
  asianOrigins: "Select 'Asian' to choose an origin",
  otherAsianOrigin: "Select 'Other Asian' to write in an origin",
  pacificIslanderOrigins: "Select 'Native Hawaiian or Other Pacific Islander' to choose an origin",
  otherPacificIslanderOrigin: "Select 'Other Pacific Islander' to write in an origin",
} as const;

const unique = (values: readonly string[]) => new Set(values).size === values.length;

/** One or more answers to a question, each once; declining stands alone. */
function zAnswers<const T extends readonly [string, ...string[]]>(
  values: T,
  requiredMessage: string,
  declinedMessage: string,
) {
  const answer = z.enum(values, { error: requiredMessage });
  return z
    .union([answer, z.array(answer)], { error: requiredMessage })
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .pipe(
      z
        .array(answer)
        .min(1, { error: requiredMessage })
        .refine(unique, { error: HMDA_MESSAGES.once })
        .refine((chosen) => !chosen.includes('DECLINED') || chosen.length === 1, {
          error: declinedMessage,
        }),
    );
}

/** Sub-categories of an answer: optional, each once. */
function zOrigins<const T extends readonly [string, ...string[]]>(values: T) {
  return z.array(z.enum(values)).refine(unique, { error: HMDA_MESSAGES.once }).default([]);
}

/** Letters of any script with the punctuation names use. */
const WRITTEN_IN = /^[\p{L}\p{M} '’.,()/-]*$/u;

/** A written-in origin or tribe: optional, '' when not given. */
const zWrittenIn = z
  .string()
  .trim()
  .max(HMDA_TEXT_MAX_LENGTH, { error: HMDA_MESSAGES.textTooLong, abort: true })
  .regex(WRITTEN_IN, { error: HMDA_MESSAGES.textCharacters })
  .default('');

export const zHmdaAnswers = z
  .object({
    ethnicity: zAnswers(HMDA_ETHNICITIES, HMDA_MESSAGES.ethnicity, HMDA_MESSAGES.declinedEthnicity),
    hispanicOrigins: zOrigins(HMDA_HISPANIC_ORIGINS),
    otherHispanicOrigin: zWrittenIn,
    race: zAnswers(HMDA_RACES, HMDA_MESSAGES.race, HMDA_MESSAGES.declinedRace),
    americanIndianTribe: zWrittenIn,
    asianOrigins: zOrigins(HMDA_ASIAN_ORIGINS),
    otherAsianOrigin: zWrittenIn,
    pacificIslanderOrigins: zOrigins(HMDA_PACIFIC_ISLANDER_ORIGINS),
    otherPacificIslanderOrigin: zWrittenIn,
    sex: zAnswers(HMDA_SEXES, HMDA_MESSAGES.sex, HMDA_MESSAGES.declinedSex),
  })
  .superRefine((answers, ctx) => {
    // A sub-category or a written-in answer belongs to an answer that was chosen.
    const requires: ReadonlyArray<[keyof typeof HMDA_MESSAGES, boolean, boolean]> = [
      [
        'hispanicOrigins',
        answers.hispanicOrigins.length > 0,
        answers.ethnicity.includes('HISPANIC_OR_LATINO'),
      ],
      [
        'otherHispanicOrigin',
        answers.otherHispanicOrigin !== '',
        answers.hispanicOrigins.includes('OTHER_HISPANIC_OR_LATINO'),
      ],
      [
        'americanIndianTribe',
        answers.americanIndianTribe !== '',
        answers.race.includes('AMERICAN_INDIAN_OR_ALASKA_NATIVE'),
      ],
      ['asianOrigins', answers.asianOrigins.length > 0, answers.race.includes('ASIAN')],
      [
        'otherAsianOrigin',
        answers.otherAsianOrigin !== '',
        answers.asianOrigins.includes('OTHER_ASIAN'),
      ],
      [
        'pacificIslanderOrigins',
        answers.pacificIslanderOrigins.length > 0,
        answers.race.includes('NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER'),
      ],
      [
        'otherPacificIslanderOrigin',
        answers.otherPacificIslanderOrigin !== '',
        answers.pacificIslanderOrigins.includes('OTHER_PACIFIC_ISLANDER'),
      ],
    ];
    for (const [field, given, allowed] of requires) {
      if (given && !allowed) {
        ctx.addIssue({ code: 'custom', path: [field], message: HMDA_MESSAGES[field] });
      }
    }
  });
export type HmdaAnswers = z.output<typeof zHmdaAnswers>;
export type HmdaAnswersInput = z.input<typeof zHmdaAnswers>;

/** The stored answers as the application view shows them (no input conversions). */
export const zHmdaAnswersView = z.object({
  ethnicity: z.array(z.enum(HMDA_ETHNICITIES)),
  hispanicOrigins: z.array(z.enum(HMDA_HISPANIC_ORIGINS)),
  otherHispanicOrigin: z.string(),
  race: z.array(z.enum(HMDA_RACES)),
  americanIndianTribe: z.string(),
  asianOrigins: z.array(z.enum(HMDA_ASIAN_ORIGINS)),
  otherAsianOrigin: z.string(),
  pacificIslanderOrigins: z.array(z.enum(HMDA_PACIFIC_ISLANDER_ORIGINS)),
  otherPacificIslanderOrigin: z.string(),
  sex: z.array(z.enum(HMDA_SEXES)),
}) satisfies z.ZodType<HmdaAnswers>;
