import {
  documentRequestText,
  documentRequestUploadType,
  requestedDocumentCount,
  UPLOAD_MESSAGES,
  type Condition,
} from '@openheloc/domain';
import { useController, type Control } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/button';
import { FileUploadField } from '@/components/form/file-upload-field';
import { FORM_SUBMIT_ID } from '@/components/form/form-actions';
import { zUploadField, type UploadFieldValue } from '@/components/form/upload-field-value';
import { useStepForm } from '@/components/form/use-step-form';
import { useApplicationContext } from '@/features/application/routing/application-context';
import { ApplicationScreen } from '@/features/application/shell/application-screen';
import { formErrorsOf } from '@/features/application/start/form-errors';
import { CONDITIONS_CAPTION } from './conditions-caption';
import { UnavailableRequest } from './unavailable-request';
import { useAskedCondition } from './use-asked-condition';
import { useConditionAnswer } from './use-condition-answer';

const zForm = z.object({ documents: z.array(zUploadField(UPLOAD_MESSAGES.required)) });
type FormInput = { documents: UploadFieldValue[] };
type FormValues = z.output<typeof zForm>;

const documentLabel = (index: number, count: number) =>
  count === 1 ? 'Your document' : `Document ${index + 1} of ${count}`;

function DocumentField({
  control,
  index,
  count,
  condition,
  error,
}: {
  control: Control<FormInput, unknown, FormValues>;
  index: number;
  count: number;
  condition: Condition;
  error: string | undefined;
}) {
  const { uuid } = useApplicationContext();
  const { field } = useController({ control, name: `documents.${index}` });
  return (
    <div className="mb-6">
      <FileUploadField
        name={`documents.${index}`}
        label={documentLabel(index, count)}
        hint={index === 0 ? 'A clear scan or photo of every page.' : undefined}
        applicationUuid={uuid}
        documentType={documentRequestUploadType(condition.categoryEnum)}
        value={field.value}
        onChange={field.onChange}
        error={error}
      />
    </div>
  );
}

function UploadForm({ condition }: { condition: Condition }) {
  const text = documentRequestText(condition);
  const count = requestedDocumentCount(condition);
  const title = text?.header ?? 'Documents needed';
  const answer = useConditionAnswer(condition.uuid);
  const step = useStepForm<FormInput, FormValues>({
    schema: zForm,
    defaultValues: { documents: Array.from({ length: count }, () => null) },
    title,
    labels: Object.fromEntries(
      Array.from({ length: count }, (_, index) => [
        `documents.${index}`,
        documentLabel(index, count),
      ]),
    ),
  });

  const onSubmit = step.submitWith(async ({ documents }) => {
    const failure = await answer.submit({
      answer: 'documents',
      body: { documentUuids: documents.map((document) => document.uuid) },
    });
    if (failure === null) return;
    // The server speaks of the list as a whole: its message goes under the first file.
    const errors = formErrorsOf(
      failure.kind === 'invalid'
        ? {
            ...failure,
            fieldErrors: failure.fieldErrors.map((error) => ({
              ...error,
              name: error.name.startsWith('documentUuids') ? 'documents.0' : error.name,
            })),
          }
        : failure,
      Array.from({ length: count }, (_, index) => `documents.${index}`),
    );
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
          {count > 1 ? 'Send documents' : 'Send document'}
        </Button>
      }
    >
      <p className="mb-6">{text?.description}</p>
      {count > 1 ? (
        <p className="mb-6">Please upload {count} documents, one in each field.</p>
      ) : null}
      {Array.from({ length: count }, (_, index) => (
        <DocumentField
          key={index}
          control={step.form.control}
          index={index}
          count={count}
          condition={condition}
          error={step.errorFor(`documents.${index}`)}
        />
      ))}
    </ApplicationScreen>
  );
}

/**
 * conditions/upload-document?condition=…: the files a document request asks for (as many as
 * it asks, one field each), sent as its answer; the list then shows it received.
 */
export function UploadDocumentPage() {
  const asked = useAskedCondition('upload-document');
  if (asked.kind !== 'open') return <UnavailableRequest asked={asked} />;
  return <UploadForm key={asked.condition.uuid} condition={asked.condition} />;
}
