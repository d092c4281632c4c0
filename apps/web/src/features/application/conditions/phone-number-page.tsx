import { documentRequestText, zConditionPhoneAnswer, type Condition } from '@openheloc/domain';
import type { z } from 'zod';
import { Button } from '@/components/button';
import { FORM_SUBMIT_ID } from '@/components/form/form-actions';
import { PhoneField } from '@/components/form/phone-field';
import { useStepForm } from '@/components/form/use-step-form';
import { ApplicationScreen } from '@/features/application/shell/application-screen';
import { formErrorsOf } from '@/features/application/start/form-errors';
import { CONDITIONS_CAPTION } from './conditions-caption';
import { UnavailableRequest } from './unavailable-request';
import { useAskedCondition } from './use-asked-condition';
import { useConditionAnswer } from './use-condition-answer';

type FormInput = z.input<typeof zConditionPhoneAnswer>;
type FormValues = z.output<typeof zConditionPhoneAnswer>;

function PhoneForm({ condition }: { condition: Condition }) {
  const text = documentRequestText(condition);
  const title = text?.header ?? 'Phone number needed';
  const answer = useConditionAnswer(condition.uuid);
  const step = useStepForm<FormInput, FormValues>({
    schema: zConditionPhoneAnswer,
    defaultValues: { phoneNumber: '' },
    title,
  });

  const onSubmit = step.submitWith(async (values) => {
    const failure = await answer.submit({ answer: 'phone-number', body: values });
    if (failure === null) return;
    const errors = formErrorsOf(failure, ['phoneNumber']);
    if (errors) step.showServerErrors(errors.fieldErrors, errors.formMessage);
  });

  return (
    <ApplicationScreen
      caption={CONDITIONS_CAPTION}
      title={title}
      documentTitle={false}
      back="conditions"
      errorSummary={step.errorSummary}
      onSubmit={onSubmit}
      actions={
        <Button id={FORM_SUBMIT_ID} busy={step.busy || answer.isPending}>
          Send phone number
        </Button>
      }
    >
      <p className="mb-6">{text?.description}</p>
      <PhoneField
        label="Mobile phone number"
        hint="We may call or text this number about your application or your account."
        error={step.errorFor('phoneNumber')}
        {...step.form.register('phoneNumber')}
      />
    </ApplicationScreen>
  );
}

/** conditions/phone-number?condition=…: the phone number a request asks for, on the profile. */
export function PhoneNumberPage() {
  const asked = useAskedCondition('phone-number');
  if (asked.kind !== 'open') return <UnavailableRequest asked={asked} />;
  return <PhoneForm key={asked.condition.uuid} condition={asked.condition} />;
}
