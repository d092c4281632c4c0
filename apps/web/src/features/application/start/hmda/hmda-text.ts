import { HMDA_LABELS, type HmdaAnswers } from '@openheloc/domain';

type Label = keyof typeof HMDA_LABELS;

/** 'Other Asian (Hmong)': an answer with what was written in for it, if anything. */
function withWrittenIn(answer: Label, writtenIn: string): string {
  return writtenIn === '' ? HMDA_LABELS[answer] : `${HMDA_LABELS[answer]} (${writtenIn})`;
}

/** 'Asian: Korean, Other Asian (Hmong)': an answer followed by its chosen origins. */
function withOrigins(answer: Label, origins: readonly string[]): string {
  return origins.length === 0
    ? HMDA_LABELS[answer]
    : `${HMDA_LABELS[answer]}: ${origins.join(', ')}`;
}

export interface HmdaDescription {
  ethnicity: string[];
  race: string[];
  sex: string[];
}

/** The answers in words, one line per answer chosen, as the summary shows them. */
export function describeHmda(answers: HmdaAnswers): HmdaDescription {
  const ethnicity = answers.ethnicity.map((answer) =>
    answer === 'HISPANIC_OR_LATINO'
      ? withOrigins(
          answer,
          answers.hispanicOrigins.map((origin) =>
            origin === 'OTHER_HISPANIC_OR_LATINO'
              ? withWrittenIn(origin, answers.otherHispanicOrigin)
              : HMDA_LABELS[origin],
          ),
        )
      : HMDA_LABELS[answer],
  );
  const race = answers.race.map((answer) => {
    switch (answer) {
      case 'AMERICAN_INDIAN_OR_ALASKA_NATIVE':
        return withWrittenIn(answer, answers.americanIndianTribe);
      case 'ASIAN':
        return withOrigins(
          answer,
          answers.asianOrigins.map((origin) =>
            origin === 'OTHER_ASIAN'
              ? withWrittenIn(origin, answers.otherAsianOrigin)
              : HMDA_LABELS[origin],
          ),
        );
      case 'NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER':
        return withOrigins(
          answer,
          answers.pacificIslanderOrigins.map((origin) =>
            origin === 'OTHER_PACIFIC_ISLANDER'
              ? withWrittenIn(origin, answers.otherPacificIslanderOrigin)
              : HMDA_LABELS[origin],
          ),
        );
      default:
        return HMDA_LABELS[answer];
    }
  });
  return { ethnicity, race, sex: answers.sex.map((answer) => HMDA_LABELS[answer]) };
}
