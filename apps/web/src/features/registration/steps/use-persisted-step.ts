import { useEffect, useState } from 'react';
import type { DefaultValues } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { intersection } from 'zod';
import type * as z from 'zod/v4/core';
import { useStepForm } from '@/components/form/use-step-form';
import { answersStore } from '../flow/answers-store';
import { useRegistrationFlow } from '../flow/flow-context';
import { kindsAskedOn } from '../flow/flow-definitions';
import { nextStepPath } from '../flow/flows';
import { mergeDraft } from '../flow/merge-draft';
import { stepContextOf } from '../flow/parse-answers';
import { STEP_DEFAULTS } from '../flow/step-defaults';
import { isPersistedStep, type PersistedStepKind } from '../flow/step-kinds';
import { stepSchema, type StepInput, type StepOutput } from '../flow/step-schemas';
import { useServerErrorsFromNavigation } from './use-server-errors-from-navigation';

interface PersistedStepOptions<A extends PersistedStepKind> {
  title: string;
  focusTargets?: Readonly<Record<string, string>>;
  labels?: Readonly<Record<string, string>>;
  /** A step this screen also asks when the flow puts it here (see FlowStep.askedOn). */
  mayAsk?: A;
}

/** The part of the screen's values that belongs to `kind`, by the keys of its blank form. */
function valuesOf(kind: PersistedStepKind, values: Record<string, unknown>) {
  return Object.fromEntries(Object.keys(STEP_DEFAULTS[kind]).map((key) => [key, values[key]]));
}

/**
 * A screen whose answers live in session storage: the form starts from what was stored, every
 * change is stored as it is made (so that Back, a reload or a link away loses nothing), and a
 * valid submit moves to the flow's next screen. Where the flow asks another step on this screen,
 * its fields are in the same form and each step's answers are stored under its own key.
 */
export function usePersistedStep<K extends PersistedStepKind, A extends PersistedStepKind = K>(
  kind: K,
  { title, focusTargets, labels }: PersistedStepOptions<A>,
) {
  const { flow } = useRegistrationFlow();
  const navigate = useNavigate();
  const [setup] = useState(() => {
    const answers = answersStore.readAll();
    const context = stepContextOf(answers);
    const kinds = kindsAskedOn(flow, kind).filter(isPersistedStep);
    const schemas = kinds.map((asked) => stepSchema(asked, context));
    return {
      kinds,
      schema: schemas.reduce((both, schema) => intersection(both, schema)),
      defaults: Object.assign(
        {},
        ...kinds.map((asked) => mergeDraft(STEP_DEFAULTS[asked], answers[asked])),
      ) as DefaultValues<StepInput<K> & StepInput<A>>,
    };
  });
  const { kinds } = setup;
  const step = useStepForm<StepInput<K> & StepInput<A>, StepOutput<K> & StepOutput<A>>({
    schema: setup.schema as unknown as z.$ZodType<
      StepOutput<K> & StepOutput<A>,
      StepInput<K> & StepInput<A>
    >,
    defaultValues: setup.defaults,
    title,
    focusTargets,
    labels,
  });
  const { form } = step;

  useEffect(() => {
    const save = (values: Record<string, unknown>) => {
      for (const asked of kinds) answersStore.save(asked, valuesOf(asked, values));
    };
    return form.subscribe({ formState: { values: true }, callback: ({ values }) => save(values) });
  }, [form, kinds]);
  useServerErrorsFromNavigation(kinds, step.showServerErrors);

  const onSubmit = step.submitWith(async () => {
    const values = form.getValues() as Record<string, unknown>;
    for (const asked of kinds) answersStore.save(asked, valuesOf(asked, values));
    const next = nextStepPath(flow, kind, answersStore.readAll());
    if (next) await navigate(next);
  });
  /** Whether this screen asks `other` too. */
  const asks = (other: PersistedStepKind) => kinds.includes(other);
  return { ...step, onSubmit, flow, asks };
}
