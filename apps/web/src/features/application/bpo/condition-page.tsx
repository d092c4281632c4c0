import { zOwnerPropertyCondition, type OwnerPropertyCondition } from '@openheloc/domain';
import { Navigate, useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/button';
import { FORM_SUBMIT_ID } from '@/components/form/form-actions';
import { RadioGroup } from '@/components/form/radio-group';
import { useStepForm } from '@/components/form/use-step-form';
import { useApplicationContext } from '@/features/application/routing/application-context';
import { ApplicationScreen } from '@/features/application/shell/application-screen';
import { BPO_CAPTION } from './bpo-caption';
import { useValueEstimateDraft } from './value-estimate-draft';

const TITLE = 'What condition is your home in?';
const zForm = z.object({ condition: zOwnerPropertyCondition });
type FormInput = { condition: OwnerPropertyCondition | '' };

const CONDITIONS: { value: OwnerPropertyCondition; label: string; hint: string }[] = [
  { value: 'EXCELLENT', label: 'Excellent', hint: 'Like new, or recently renovated throughout.' },
  { value: 'GOOD', label: 'Good', hint: 'Well kept, with only minor wear.' },
  { value: 'AVERAGE', label: 'Average', hint: 'Normal wear for its age; some updates due.' },
  { value: 'FAIR', label: 'Fair', hint: 'Needs some repairs, like a roof, floors or systems.' },
  { value: 'POOR', label: 'Poor', hint: 'Needs major repairs before it could be sold.' },
];

/** bpo/condition: the home's condition as the owner sees it, for the agent's estimate. */
export function ConditionPage() {
  const { uuid, pathTo } = useApplicationContext();
  const navigate = useNavigate();
  const { draft, update } = useValueEstimateDraft(uuid);
  const step = useStepForm<FormInput, z.output<typeof zForm>>({
    schema: zForm as unknown as z.ZodType<z.output<typeof zForm>, FormInput>,
    defaultValues: { condition: draft.condition ?? '' },
    title: TITLE,
  });
  if (draft.estimatedValue === undefined) {
    return <Navigate to={pathTo('bpo/estimate-value')} replace />;
  }
  const onSubmit = step.submitWith(({ condition }) => {
    update({ condition });
    void navigate(pathTo('bpo/order-bpo'));
  });
  return (
    <ApplicationScreen
      caption={BPO_CAPTION}
      title={TITLE}
      documentTitle={false}
      back="bpo/estimate-value"
      errorSummary={step.errorSummary}
      onSubmit={onSubmit}
      actions={<Button id={FORM_SUBMIT_ID}>Continue</Button>}
    >
      <RadioGroup
        legend="Condition"
        hint="Think of the inside and the outside: roof, kitchen, bathrooms, heating and cooling."
        error={step.errorFor('condition')}
        options={CONDITIONS}
        {...step.form.register('condition')}
      />
    </ApplicationScreen>
  );
}
