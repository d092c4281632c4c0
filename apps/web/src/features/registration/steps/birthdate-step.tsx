import { stepCaption } from '../flow/captions';
import {
  BIRTHDATE_FOCUS_TARGETS,
  BIRTHDATE_QUESTION,
  BIRTHDATE_SUMMARY_LABELS,
  BirthdateFields,
} from './birthdate-fields';
import { StepPage } from './step-page';
import { usePersistedStep } from './use-persisted-step';

/** The date of birth on a screen of its own (the older flow; v2 asks it with the legal name). */
export function BirthdateStep() {
  const { form, errorFor, errorSummary, onSubmit, busy, flow } = usePersistedStep('birthdate', {
    title: BIRTHDATE_QUESTION,
    focusTargets: BIRTHDATE_FOCUS_TARGETS,
    labels: BIRTHDATE_SUMMARY_LABELS,
  });
  return (
    <StepPage
      caption={stepCaption(flow.id, 'birthdate')}
      errorSummary={errorSummary}
      onSubmit={onSubmit}
      busy={busy}
    >
      <BirthdateFields register={form.register} errorFor={errorFor} legendAsHeading />
    </StepPage>
  );
}
