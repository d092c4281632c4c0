import { MANUAL_PAYSTUB_UPLOAD_PATH, PAYSTUB_REQUIRED_MESSAGE } from '@openheloc/domain';
import { useMemo } from 'react';
import { useController, type Control } from 'react-hook-form';
import { Navigate, useParams } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/button';
import { FileUploadField } from '@/components/form/file-upload-field';
import { FORM_SUBMIT_ID } from '@/components/form/form-actions';
import { useStepForm } from '@/components/form/use-step-form';
import { zUploadField, type UploadFieldValue } from '@/components/form/upload-field-value';
import { useApplicationContext } from '@/features/application/routing/application-context';
import { useApplicationMutation } from '@/features/application/routing/use-application-mutation';
import { ApplicationScreen } from '@/features/application/shell/application-screen';
import { formErrorsOf } from '@/features/application/start/form-errors';
import { INCOME_CAPTION } from './income-caption';
import { useIncomeView } from './income-api';

type PaystubValues = Record<string, UploadFieldValue>;
type PaystubOutput = Record<string, { uuid: string }>;

const titleFor = (required: number) =>
  required === 1
    ? 'Upload your most recent paystub'
    : `Upload your ${required} most recent paystubs`;

/** The paystub fields' names: paystub1, paystub2… */
const namesFor = (required: number) =>
  Array.from({ length: required }, (_, index) => `paystub${index + 1}`);

function PaystubField({
  name,
  label,
  control,
  error,
  applicationUuid,
}: {
  name: string;
  label: string;
  control: Control<PaystubValues, unknown, PaystubOutput>;
  error: string | undefined;
  applicationUuid: string;
}) {
  const { field } = useController({ control, name });
  return (
    <div className="mb-6">
      <FileUploadField
        name={name}
        label={label}
        hint="A PDF or a photo of the whole paystub, showing your name, your employer and the pay period."
        applicationUuid={applicationUuid}
        documentType="USER_UPLOADED_PAYSTUB"
        capture="environment"
        value={field.value ?? null}
        onChange={field.onChange}
        error={error}
      />
    </div>
  );
}

function PaystubForm({ required }: { required: number }) {
  const { uuid } = useApplicationContext();
  const names = useMemo(() => namesFor(required), [required]);
  const schema = useMemo(
    () =>
      z.object(
        Object.fromEntries(names.map((name) => [name, zUploadField(PAYSTUB_REQUIRED_MESSAGE)])),
      ),
    [names],
  );
  const title = titleFor(required);
  const step = useStepForm<PaystubValues, PaystubOutput>({
    schema,
    defaultValues: Object.fromEntries(names.map((name) => [name, null])),
    title,
  });
  const send = useApplicationMutation<{ documentUuids: string[] }>('/income/paystubs');

  const onSubmit = step.submitWith(async (values) => {
    const outcome = await send.submit({
      documentUuids: names.map((name) => values[name]?.uuid ?? ''),
    });
    if (outcome.kind === 'done') return;
    const errors = formErrorsOf(outcome, names);
    if (errors) step.showServerErrors(errors.fieldErrors, errors.formMessage);
  });

  return (
    <ApplicationScreen
      caption={INCOME_CAPTION}
      title={title}
      documentTitle={false}
      back="income/review"
      errorSummary={step.errorSummary}
      onSubmit={onSubmit}
      actions={
        <Button id={FORM_SUBMIT_ID} busy={step.busy || send.isPending}>
          Continue
        </Button>
      }
    >
      <p className="mb-6">
        We couldn’t verify your income by linking an account, so we’ll check your paystubs instead.
        Use the most recent {required === 1 ? 'one' : 'ones'}, from the last 30 days.
      </p>
      {names.map((name, index) => (
        <PaystubField
          key={name}
          name={name}
          label={required === 1 ? 'Your most recent paystub' : `Paystub ${index + 1}`}
          control={step.form.control}
          error={step.errorFor(name)}
          applicationUuid={uuid}
        />
      ))}
    </ApplicationScreen>
  );
}

/**
 * income/upload/{type}: the paystubs the request asks for (numDocsRequired, default 1), each
 * uploaded with the documents service, then sent together. Only MANUAL_PAYSTUB is uploaded.
 */
export function UploadPage() {
  const { type } = useParams();
  const { uuid, pathTo } = useApplicationContext();
  const income = useIncomeView(uuid);
  if (`income/upload/${type ?? ''}` !== MANUAL_PAYSTUB_UPLOAD_PATH) {
    return <Navigate to={pathTo('income/review')} replace />;
  }
  if (!income.data) {
    return (
      <ApplicationScreen caption={INCOME_CAPTION} title={titleFor(1)}>
        {income.isError ? (
          <div role="alert">
            <p>We could not load what we need from you. {income.error.message}</p>
            <Button type="button" className="mt-4" onClick={() => void income.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <p aria-busy="true">Loading…</p>
        )}
      </ApplicationScreen>
    );
  }
  return <PaystubForm key={income.data.paystubsRequired} required={income.data.paystubsRequired} />;
}
