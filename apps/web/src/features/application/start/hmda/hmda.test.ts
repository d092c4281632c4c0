import { HMDA_ETHNICITIES, HMDA_MESSAGES, HMDA_RACES, zHmdaAnswers } from '@openheloc/domain';
import { describe, expect, it } from 'vitest';
import {
  hmdaFormDefaults,
  toggleAnswer,
  withoutHiddenAnswers,
  zHmdaForm,
  type HmdaFormValues,
} from './hmda-form';
import { describeHmda } from './hmda-text';

const form = (values: Partial<HmdaFormValues>): HmdaFormValues => ({
  ...hmdaFormDefaults(null),
  ...values,
});

const messages = (values: HmdaFormValues) => {
  const result = zHmdaForm.safeParse(values);
  return result.success
    ? []
    : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('toggleAnswer', () => {
  it.each([
    [[], 'WHITE', true, ['WHITE']],
    [['WHITE'], 'ASIAN', true, ['ASIAN', 'WHITE']],
    [['WHITE', 'ASIAN'], 'WHITE', false, ['ASIAN']],
    [['ASIAN', 'WHITE'], 'DECLINED', true, ['DECLINED']],
    [['DECLINED'], 'ASIAN', true, ['ASIAN']],
    [['DECLINED'], 'DECLINED', false, []],
    [['ASIAN'], 'ASIAN', true, ['ASIAN']],
  ])('%j with %s ticked %s gives %j', (current, value, checked, expected) => {
    expect(toggleAnswer(current, value, checked, HMDA_RACES)).toEqual(expected);
  });

  it('never leaves declining beside an answer, whatever the clicks', () => {
    let chosen: string[] = [];
    for (const [value, checked] of [
      ['HISPANIC_OR_LATINO', true],
      ['DECLINED', true],
      ['NOT_HISPANIC_OR_LATINO', true],
      ['HISPANIC_OR_LATINO', true],
    ] as const) {
      chosen = toggleAnswer(chosen, value, checked, HMDA_ETHNICITIES);
      expect(chosen.includes('DECLINED') && chosen.length > 1).toBe(false);
    }
    expect(chosen).toEqual(['HISPANIC_OR_LATINO', 'NOT_HISPANIC_OR_LATINO']);
  });
});

describe('withoutHiddenAnswers', () => {
  it('drops origins and written-in text under answers no longer chosen', () => {
    const cleaned = withoutHiddenAnswers(
      form({
        ethnicity: ['NOT_HISPANIC_OR_LATINO'],
        hispanicOrigins: ['CUBAN', 'OTHER_HISPANIC_OR_LATINO'],
        otherHispanicOrigin: 'Peruvian',
        race: ['WHITE'],
        americanIndianTribe: 'Hopi',
        asianOrigins: ['OTHER_ASIAN'],
        otherAsianOrigin: 'Thai',
        pacificIslanderOrigins: ['OTHER_PACIFIC_ISLANDER'],
        otherPacificIslanderOrigin: 'Tongan',
        sex: ['MALE'],
      }),
    );
    expect(cleaned).toEqual(
      form({ ethnicity: ['NOT_HISPANIC_OR_LATINO'], race: ['WHITE'], sex: ['MALE'] }),
    );
  });

  it('drops the written-in origin once Other is unticked but keeps the other origins', () => {
    const cleaned = withoutHiddenAnswers(
      form({ race: ['ASIAN'], asianOrigins: ['KOREAN'], otherAsianOrigin: 'Thai' }),
    );
    expect(cleaned.asianOrigins).toEqual(['KOREAN']);
    expect(cleaned.otherAsianOrigin).toBe('');
  });

  it('keeps everything that is shown', () => {
    const shown = form({
      ethnicity: ['HISPANIC_OR_LATINO'],
      hispanicOrigins: ['OTHER_HISPANIC_OR_LATINO'],
      otherHispanicOrigin: 'Colombian',
      race: ['AMERICAN_INDIAN_OR_ALASKA_NATIVE', 'NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER'],
      americanIndianTribe: 'Navajo Nation',
      pacificIslanderOrigins: ['OTHER_PACIFIC_ISLANDER'],
      otherPacificIslanderOrigin: 'Fijian',
      sex: ['FEMALE', 'MALE'],
    });
    expect(withoutHiddenAnswers(shown)).toEqual(shown);
  });
});

describe('zHmdaForm', () => {
  it('asks each question once nothing is chosen', () => {
    expect(messages(form({}))).toEqual([
      ['ethnicity', HMDA_MESSAGES.ethnicity],
      ['race', HMDA_MESSAGES.race],
      ['sex', HMDA_MESSAGES.sex],
    ]);
  });

  it('accepts declining every question', () => {
    expect(
      messages(form({ ethnicity: ['DECLINED'], race: ['DECLINED'], sex: ['DECLINED'] })),
    ).toEqual([]);
  });

  it('refuses a written-in origin that is too long, under its own field', () => {
    expect(
      messages(
        form({
          ethnicity: ['DECLINED'],
          race: ['ASIAN'],
          asianOrigins: ['OTHER_ASIAN'],
          otherAsianOrigin: 'x'.repeat(101),
          sex: ['DECLINED'],
        }),
      ),
    ).toEqual([['otherAsianOrigin', HMDA_MESSAGES.textTooLong]]);
  });

  it('sends only what the page shows, in the shape the server reads', () => {
    const parsed = zHmdaForm.parse(
      form({
        ethnicity: ['NOT_HISPANIC_OR_LATINO'],
        hispanicOrigins: ['MEXICAN'],
        race: ['BLACK_OR_AFRICAN_AMERICAN'],
        sex: ['FEMALE'],
      }),
    );
    expect(parsed.hispanicOrigins).toEqual([]);
    expect(zHmdaAnswers.parse(parsed)).toEqual(parsed);
  });

  it('starts from the saved answers', () => {
    const saved = zHmdaAnswers.parse({ ethnicity: 'DECLINED', race: ['WHITE'], sex: ['MALE'] });
    expect(zHmdaForm.parse(hmdaFormDefaults(saved))).toEqual(saved);
  });
});

describe('describeHmda', () => {
  it('puts each answer on a line with its origins and what was written in', () => {
    const answers = zHmdaAnswers.parse({
      ethnicity: ['HISPANIC_OR_LATINO', 'NOT_HISPANIC_OR_LATINO'],
      hispanicOrigins: ['MEXICAN', 'OTHER_HISPANIC_OR_LATINO'],
      otherHispanicOrigin: 'Colombian',
      race: [
        'AMERICAN_INDIAN_OR_ALASKA_NATIVE',
        'ASIAN',
        'NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER',
        'WHITE',
      ],
      americanIndianTribe: 'Navajo Nation',
      asianOrigins: ['KOREAN', 'OTHER_ASIAN'],
      otherAsianOrigin: '',
      pacificIslanderOrigins: ['SAMOAN'],
      sex: ['FEMALE'],
    });
    expect(describeHmda(answers)).toEqual({
      ethnicity: [
        'Hispanic or Latino: Mexican, Other Hispanic or Latino (Colombian)',
        'Not Hispanic or Latino',
      ],
      race: [
        'American Indian or Alaska Native (Navajo Nation)',
        'Asian: Korean, Other Asian',
        'Native Hawaiian or Other Pacific Islander: Samoan',
        'White',
      ],
      sex: ['Female'],
    });
  });

  it('says so when a question was declined', () => {
    const answers = zHmdaAnswers.parse({
      ethnicity: 'DECLINED',
      race: 'DECLINED',
      sex: 'DECLINED',
    });
    expect(describeHmda(answers).race).toEqual(['I do not wish to provide this information']);
  });
});
