import {
  HMDA_ASIAN_ORIGINS,
  HMDA_ETHNICITIES,
  HMDA_HISPANIC_ORIGINS,
  HMDA_LABELS,
  HMDA_PACIFIC_ISLANDER_ORIGINS,
  HMDA_RACES,
  HMDA_SEXES,
  type HmdaAnswers,
} from '@openheloc/domain';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { TextField } from '@/components/form/text-field';
import { useStepForm } from '@/components/form/use-step-form';
import { useApplication } from '@/features/application/routing/application-context';
import { useApplicationMutation } from '@/features/application/routing/use-application-mutation';
import { formErrorsOf } from '../form-errors';
import { nextAfterSave, readReturnTo } from '../return-to';
import { StartStepScreen } from '../start-step-screen';
import { HmdaCheckboxes, type HmdaOption } from './hmda-checkboxes';
import { HmdaExplanation } from './hmda-explanation';
import {
  hmdaFormDefaults,
  toggleAnswer,
  zHmdaForm,
  type HmdaFormValues,
  type HmdaListField,
} from './hmda-form';

const TITLE = 'Demographic information';
const HMDA_FIELDS: ReadonlyArray<keyof HmdaFormValues> = [
  'ethnicity',
  'hispanicOrigins',
  'otherHispanicOrigin',
  'race',
  'americanIndianTribe',
  'asianOrigins',
  'otherAsianOrigin',
  'pacificIslanderOrigins',
  'otherPacificIslanderOrigin',
  'sex',
];
const SELECT_ALL = 'Select all that apply.';

const options = (values: readonly string[], reveals: Record<string, ReactNode> = {}) =>
  values.map((value): HmdaOption => ({
    value,
    label: HMDA_LABELS[value as keyof typeof HMDA_LABELS],
    ...(reveals[value] ? { reveal: reveals[value] } : {}),
  }));

function HmdaForm({ saved }: { saved: HmdaAnswers | null | undefined }) {
  const returnTo = readReturnTo(useLocation().search);
  const hmda = useApplicationMutation<HmdaAnswers>('/hmda', { method: 'PUT' });
  const step = useStepForm<HmdaFormValues, HmdaAnswers>({
    schema: zHmdaForm,
    defaultValues: hmdaFormDefaults(saved),
    title: TITLE,
  });
  const { form, errorFor } = step;
  const values = form.watch();

  const list = (name: HmdaListField, order: readonly string[]) => ({
    name,
    value: values[name],
    error: errorFor(name),
    onToggle: (value: string, checked: boolean) =>
      form.setValue(name, toggleAnswer(form.getValues(name), value, checked, order), {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted,
      }),
  });
  const writeIn = (
    name:
      | 'otherHispanicOrigin'
      | 'americanIndianTribe'
      | 'otherAsianOrigin'
      | 'otherPacificIslanderOrigin',
    label: string,
    hint: string,
  ) => (
    <TextField
      label={label}
      hint={hint}
      optional
      autoComplete="off"
      className="mb-2"
      error={errorFor(name)}
      {...form.register(name)}
    />
  );

  const onSubmit = step.submitWith(async (answers) => {
    const next = nextAfterSave(returnTo);
    const outcome = await hmda.submit(answers, next === undefined ? {} : { next });
    if (outcome.kind === 'done') return;
    const errors = formErrorsOf(outcome, HMDA_FIELDS);
    if (errors) step.showServerErrors(errors.fieldErrors, errors.formMessage);
  });

  return (
    <StartStepScreen
      title={TITLE}
      previous="start/contact"
      returnTo={returnTo}
      errorSummary={step.errorSummary}
      busy={step.busy}
      onSubmit={onSubmit}
    >
      <HmdaExplanation />
      <HmdaCheckboxes
        legend={<span className="text-[22px] font-bold">Ethnicity</span>}
        hint={SELECT_ALL}
        options={options(HMDA_ETHNICITIES, {
          HISPANIC_OR_LATINO: (
            <HmdaCheckboxes
              legend="Origin"
              optional
              options={options(HMDA_HISPANIC_ORIGINS, {
                OTHER_HISPANIC_OR_LATINO: writeIn(
                  'otherHispanicOrigin',
                  'Other Hispanic or Latino origin',
                  'For example, Argentinean, Colombian, Dominican, Nicaraguan, Salvadoran or Spaniard.',
                ),
              })}
              {...list('hispanicOrigins', HMDA_HISPANIC_ORIGINS)}
            />
          ),
        })}
        {...list('ethnicity', HMDA_ETHNICITIES)}
      />
      <HmdaCheckboxes
        legend={<span className="text-[22px] font-bold">Race</span>}
        hint={SELECT_ALL}
        options={options(HMDA_RACES, {
          AMERICAN_INDIAN_OR_ALASKA_NATIVE: writeIn(
            'americanIndianTribe',
            'Name of enrolled or principal tribe',
            'For example, Navajo Nation or Native Village of Barrow.',
          ),
          ASIAN: (
            <HmdaCheckboxes
              legend="Origin"
              optional
              options={options(HMDA_ASIAN_ORIGINS, {
                OTHER_ASIAN: writeIn(
                  'otherAsianOrigin',
                  'Other Asian origin',
                  'For example, Hmong, Laotian, Thai, Pakistani or Cambodian.',
                ),
              })}
              {...list('asianOrigins', HMDA_ASIAN_ORIGINS)}
            />
          ),
          NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER: (
            <HmdaCheckboxes
              legend="Origin"
              optional
              options={options(HMDA_PACIFIC_ISLANDER_ORIGINS, {
                OTHER_PACIFIC_ISLANDER: writeIn(
                  'otherPacificIslanderOrigin',
                  'Other Pacific Islander origin',
                  'For example, Fijian or Tongan.',
                ),
              })}
              {...list('pacificIslanderOrigins', HMDA_PACIFIC_ISLANDER_ORIGINS)}
            />
          ),
        })}
        {...list('race', HMDA_RACES)}
      />
      <HmdaCheckboxes
        legend={<span className="text-[22px] font-bold">Sex</span>}
        hint={SELECT_ALL}
        options={options(HMDA_SEXES)}
        {...list('sex', HMDA_SEXES)}
      />
    </StartStepScreen>
  );
}

/** The HMDA questions: ethnicity, race and sex, each with its sub-categories or declined. */
export function HmdaPage() {
  return <HmdaForm saved={useApplication().application.hmda} />;
}
