import { describe, expect, it } from 'vitest';
import { HMDA_MESSAGES, zHmdaAnswers, zHmdaAnswersView } from './hmda';

const base = { ethnicity: ['NOT_HISPANIC_OR_LATINO'], race: ['WHITE'], sex: ['FEMALE'] };

const firstIssue = (input: unknown) => {
  const result = zHmdaAnswers.safeParse(input);
  return result.success
    ? null
    : { path: result.error.issues[0]?.path.join('.'), message: result.error.issues[0]?.message };
};

describe('HMDA answers', () => {
  it('reads a single answer as a list of one and fills the optional parts', () => {
    expect(
      zHmdaAnswers.parse({ ethnicity: 'DECLINED', race: ['DECLINED'], sex: 'DECLINED' }),
    ).toEqual({
      ethnicity: ['DECLINED'],
      hispanicOrigins: [],
      otherHispanicOrigin: '',
      race: ['DECLINED'],
      americanIndianTribe: '',
      asianOrigins: [],
      otherAsianOrigin: '',
      pacificIslanderOrigins: [],
      otherPacificIslanderOrigin: '',
      sex: ['DECLINED'],
    });
  });

  it('keeps several answers with their origins and written-in text, trimmed', () => {
    const parsed = zHmdaAnswers.parse({
      ethnicity: ['HISPANIC_OR_LATINO'],
      hispanicOrigins: ['MEXICAN', 'OTHER_HISPANIC_OR_LATINO'],
      otherHispanicOrigin: '  Colombian ',
      race: [
        'AMERICAN_INDIAN_OR_ALASKA_NATIVE',
        'ASIAN',
        'NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER',
      ],
      americanIndianTribe: 'Navajo Nation',
      asianOrigins: ['KOREAN', 'OTHER_ASIAN'],
      otherAsianOrigin: 'Hmong',
      pacificIslanderOrigins: ['SAMOAN', 'OTHER_PACIFIC_ISLANDER'],
      otherPacificIslanderOrigin: 'Tongan',
      sex: ['FEMALE', 'MALE'],
    });
    expect(parsed.otherHispanicOrigin).toBe('Colombian');
    expect(parsed.sex).toEqual(['FEMALE', 'MALE']);
    expect(zHmdaAnswersView.safeParse(parsed).success).toBe(true);
  });

  it.each([
    [{ ...base, ethnicity: [] }, 'ethnicity', HMDA_MESSAGES.ethnicity],
    [{ ...base, ethnicity: undefined }, 'ethnicity', HMDA_MESSAGES.ethnicity],
    [{ ...base, race: [] }, 'race', HMDA_MESSAGES.race],
    [{ ...base, race: ['PURPLE'] }, 'race', HMDA_MESSAGES.race],
    [{ ...base, sex: [] }, 'sex', HMDA_MESSAGES.sex],
    [{ ...base, sex: ['FEMALE', 'DECLINED'] }, 'sex', HMDA_MESSAGES.declinedSex],
    [{ ...base, race: ['ASIAN', 'DECLINED'] }, 'race', HMDA_MESSAGES.declinedRace],
    [
      { ...base, ethnicity: ['DECLINED', 'HISPANIC_OR_LATINO'] },
      'ethnicity',
      HMDA_MESSAGES.declinedEthnicity,
    ],
    [{ ...base, race: ['ASIAN', 'ASIAN'] }, 'race', HMDA_MESSAGES.once],
    [{ ...base, hispanicOrigins: ['CUBAN'] }, 'hispanicOrigins', HMDA_MESSAGES.hispanicOrigins],
    [
      { ...base, ethnicity: ['HISPANIC_OR_LATINO'], otherHispanicOrigin: 'Peruvian' },
      'otherHispanicOrigin',
      HMDA_MESSAGES.otherHispanicOrigin,
    ],
    [
      { ...base, americanIndianTribe: 'Cherokee' },
      'americanIndianTribe',
      HMDA_MESSAGES.americanIndianTribe,
    ],
    [{ ...base, asianOrigins: ['CHINESE'] }, 'asianOrigins', HMDA_MESSAGES.asianOrigins],
    [
      { ...base, race: ['ASIAN'], asianOrigins: ['CHINESE'], otherAsianOrigin: 'Thai' },
      'otherAsianOrigin',
      HMDA_MESSAGES.otherAsianOrigin,
    ],
    [
      { ...base, pacificIslanderOrigins: ['SAMOAN'] },
      'pacificIslanderOrigins',
      HMDA_MESSAGES.pacificIslanderOrigins,
    ],
    [
      {
        ...base,
        race: ['NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER'],
        otherPacificIslanderOrigin: 'Fijian',
      },
      'otherPacificIslanderOrigin',
      HMDA_MESSAGES.otherPacificIslanderOrigin,
    ],
    [
      {
        ...base,
        race: ['AMERICAN_INDIAN_OR_ALASKA_NATIVE'],
        americanIndianTribe: 'x'.repeat(101),
      },
      'americanIndianTribe',
      HMDA_MESSAGES.textTooLong,
    ],
    [
      { ...base, race: ['AMERICAN_INDIAN_OR_ALASKA_NATIVE'], americanIndianTribe: '<script>' },
      'americanIndianTribe',
      HMDA_MESSAGES.textCharacters,
    ],
  ])('refuses %j at %s', (input, path, message) => {
    expect(firstIssue(input)).toEqual({ path, message });
  });

  it('accepts a written-in tribe of exactly 100 characters with accents and punctuation', () => {
    const tribe =
      `Confederated Tribes of the Colville Reservation, Kalispel-Pend d’Oreille (É.)`.padEnd(
        100,
        'a',
      );
    expect(
      firstIssue({
        ...base,
        race: ['AMERICAN_INDIAN_OR_ALASKA_NATIVE'],
        americanIndianTribe: tribe,
      }),
    ).toBeNull();
  });
});
