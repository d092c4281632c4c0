import { z } from 'zod';

/** Home Mortgage Disclosure Act demographic questions; each can be declined. */
export const HMDA_ETHNICITIES = [
  'HISPANIC_OR_LATINO',
  'NOT_HISPANIC_OR_LATINO',
  'DECLINED',
] as const;
export const HMDA_RACES = [
  'AMERICAN_INDIAN_OR_ALASKA_NATIVE',
  'ASIAN',
  'BLACK_OR_AFRICAN_AMERICAN',
  'NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER',
  'WHITE',
  'DECLINED',
] as const;
export const HMDA_SEXES = ['FEMALE', 'MALE', 'DECLINED'] as const;

const required = { error: 'Required' };

export const zHmdaAnswers = z.object({
  ethnicity: z.enum(HMDA_ETHNICITIES, required),
  race: z
    .array(z.enum(HMDA_RACES, required), required)
    .min(1, required)
    .max(HMDA_RACES.length)
    .refine((races) => new Set(races).size === races.length, { error: 'Choose each race once' })
    .refine((races) => !races.includes('DECLINED') || races.length === 1, {
      error: 'Declining cannot be combined with a race',
    }),
  sex: z.enum(HMDA_SEXES, required),
});
export type HmdaAnswers = z.infer<typeof zHmdaAnswers>;
