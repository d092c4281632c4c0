import { zValueEstimateOrderRequest } from '@openheloc/domain';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/button';
import { FORM_SUBMIT_ID } from '@/components/form/form-actions';
import { MoneyField } from '@/components/form/money-field';
import { useStepForm } from '@/components/form/use-step-form';
import { useApplicationContext } from '@/features/application/routing/application-context';
import { ApplicationScreen } from '@/features/application/shell/application-screen';
import { BPO_CAPTION } from './bpo-caption';
import { useValueEstimateDraft } from './value-estimate-draft';

const TITLE = 'What do you think your home is worth?';
const zForm = z.object({
  estimatedValue: z
    .string()
    .transform((value) => value.replace(/[$,\s]/g, ''))
    .pipe(
      z
        .string()
        .min(1, 'Please enter what you think your home is worth')
        .transform(Number)
        .pipe(zValueEstimateOrderRequest.shape.estimatedValue),
    ),
});
type FormInput = z.input<typeof zForm>;

const dollars = (value: number | undefined) =>
  value === undefined ? '' : `$${value.toLocaleString('en-US')}`;

/**
 * bpo/estimate-value: a Texas home, or one the automated valuation could not value with
 * confidence, gets a value estimate from a local agent (a broker price opinion). The owner's
 * estimate is where the agent starts.
 */
export function EstimateValuePage() {
  const { uuid, application, pathTo } = useApplicationContext();
  const navigate = useNavigate();
  const { draft, update } = useValueEstimateDraft(uuid);
  const step = useStepForm<FormInput, z.output<typeof zForm>>({
    schema: zForm,
    defaultValues: { estimatedValue: dollars(draft.estimatedValue) },
    title: TITLE,
  });
  const texas = application.property.state === 'TX';
  const onSubmit = step.submitWith(({ estimatedValue }) => {
    update({ estimatedValue });
    void navigate(pathTo('bpo/condition'));
  });
  return (
    <ApplicationScreen
      caption={BPO_CAPTION}
      title={TITLE}
      documentTitle={false}
      errorSummary={step.errorSummary}
      onSubmit={onSubmit}
      actions={<Button id={FORM_SUBMIT_ID}>Continue</Button>}
    >
      <p className="mb-6">
        {texas
          ? 'Texas law asks for a value estimate by a licensed professional before a home equity line of credit on a Texas home.'
          : 'Public records didn’t give us a value for your home we can rely on.'}{' '}
        So a local real estate agent will estimate its value. Your own estimate helps them start.
      </p>
      <MoneyField
        label="Your estimate of your home’s value"
        hint="A rough figure is fine, for example what similar homes nearby sold for."
        inputClassName="sm:max-w-xs"
        error={step.errorFor('estimatedValue')}
        {...step.form.register('estimatedValue')}
      />
    </ApplicationScreen>
  );
}
