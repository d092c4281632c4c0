import { MIN_BORROWER_AGE, MIN_BORROWER_AGE_ALABAMA } from '@openheloc/domain';
import { DateOfBirthField, firstDatePartName } from '@/components/form/date-of-birth-field';
import { stepCaption } from '../flow/captions';
import { StepPage } from './step-page';
import { usePersistedStep } from './use-persisted-step';

const HEADING = 'What is your date of birth?';
const FOCUS_TARGETS = { dateOfBirth: firstDatePartName('dateOfBirth') };
const LABEL = 'Date of birth';
/** 'Date of birth: Invalid date…' in the summary, whichever box the message is about. */
const SUMMARY_LABELS = {
  dateOfBirth: LABEL,
  'dateOfBirth.month': LABEL,
  'dateOfBirth.day': LABEL,
  'dateOfBirth.year': LABEL,
};

/** Month, day and year; the minimum age is 18, or 19 for a property in Alabama. */
export function BirthdateStep() {
  const { form, errorFor, errorSummary, onSubmit, busy, flow } = usePersistedStep('birthdate', {
    title: HEADING,
    focusTargets: FOCUS_TARGETS,
    labels: SUMMARY_LABELS,
  });
  return (
    <StepPage
      caption={stepCaption(flow.id, 'birthdate')}
      errorSummary={errorSummary}
      onSubmit={onSubmit}
      busy={busy}
    >
      <DateOfBirthField
        name="dateOfBirth"
        legend={HEADING}
        legendAsHeading
        hint={
          <>
            <p>
              You must be at least {MIN_BORROWER_AGE} years old, or {MIN_BORROWER_AGE_ALABAMA} if
              the property is in Alabama.
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
          day: form.register('dateOfBirth.day'),
          month: form.register('dateOfBirth.month'),
          year: form.register('dateOfBirth.year'),
        }}
      />
    </StepPage>
  );
}
