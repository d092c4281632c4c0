import { MIN_BORROWER_AGE, MIN_BORROWER_AGE_ALABAMA } from '@openheloc/domain';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { DateOfBirthField, firstDatePartName } from '@/components/form/date-of-birth-field';

export const BIRTHDATE_QUESTION = 'What is your date of birth?';
export const BIRTHDATE_FOCUS_TARGETS = { dateOfBirth: firstDatePartName('dateOfBirth') };
const LABEL = 'Date of birth';
/** 'Date of birth: Invalid date…' in the summary, whichever box the message is about. */
export const BIRTHDATE_SUMMARY_LABELS = {
  dateOfBirth: LABEL,
  'dateOfBirth.month': LABEL,
  'dateOfBirth.day': LABEL,
  'dateOfBirth.year': LABEL,
};

type DatePartPath = 'dateOfBirth.day' | 'dateOfBirth.month' | 'dateOfBirth.year';

interface BirthdateFieldsProps {
  register: (name: DatePartPath) => UseFormRegisterReturn;
  errorFor: (name: string) => string | undefined;
  /** The question is the page's heading when the screen asks nothing else. */
  legendAsHeading?: boolean;
}

/** Month, day and year; the minimum age is 18, or 19 for a property in Alabama. */
export function BirthdateFields({ register, errorFor, legendAsHeading }: BirthdateFieldsProps) {
  return (
    <DateOfBirthField
      name="dateOfBirth"
      legend={BIRTHDATE_QUESTION}
      legendAsHeading={legendAsHeading}
      hint={
        <>
          <p>
            You must be at least {MIN_BORROWER_AGE} years old, or {MIN_BORROWER_AGE_ALABAMA} if the
            property is in Alabama.
          </p>
          <p>For example, 03 27 1985</p>
        </>
      }
      error={errorFor('dateOfBirth')}
      partErrors={{
        month: errorFor('dateOfBirth.month'),
        day: errorFor('dateOfBirth.day'),
        year: errorFor('dateOfBirth.year'),
      }}
      inputs={{
        day: register('dateOfBirth.day'),
        month: register('dateOfBirth.month'),
        year: register('dateOfBirth.year'),
      }}
    />
  );
}
