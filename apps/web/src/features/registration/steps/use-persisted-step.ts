import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useStepForm } from '@/components/form/use-step-form';
import { answersStore } from '../flow/answers-store';
import { useRegistrationFlow } from '../flow/flow-context';
import { nextStepPath } from '../flow/flows';
import { mergeDraft } from '../flow/merge-draft';
import { stepContextOf } from '../flow/parse-answers';
import { STEP_DEFAULTS } from '../flow/step-defaults';
import type { PersistedStepKind } from '../flow/step-kinds';
import { stepSchema, type StepInput, type StepOutput } from '../flow/step-schemas';
import { useServerErrorsFromNavigation } from './use-server-errors-from-navigation';

interface PersistedStepOptions {
  title: string;
  focusTargets?: Readonly<Record<string, string>>;
  labels?: Readonly<Record<string, string>>;
}

/**
 * A step whose answers live in session storage: the form starts from what was stored, every
 * change is stored as it is made (so that Back, a reload or a link away loses nothing), and a
 * valid submit moves to the flow's next step.
 */
export function usePersistedStep<K extends PersistedStepKind>(
  kind: K,
  { title, focusTargets, labels }: PersistedStepOptions,
) {
  const { flow } = useRegistrationFlow();
  const navigate = useNavigate();
  const [setup] = useState(() => {
    const answers = answersStore.readAll();
    return {
      schema: stepSchema(kind, stepContextOf(answers)),
      defaults: mergeDraft(STEP_DEFAULTS[kind], answers[kind]),
    };
  });
  const step = useStepForm<StepInput<K>, StepOutput<K>>({
    schema: setup.schema,
    defaultValues: setup.defaults,
    title,
    focusTargets,
    labels,
  });
  const { form } = step;

  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => answersStore.save(kind, values),
      }),
    [form, kind],
  );
  useServerErrorsFromNavigation(kind, step.showServerErrors);

  const onSubmit = step.submitWith(async () => {
    answersStore.save(kind, form.getValues());
    const next = nextStepPath(flow, kind, answersStore.readAll());
    if (next) await navigate(next);
  });
  return { ...step, onSubmit, flow };
}
