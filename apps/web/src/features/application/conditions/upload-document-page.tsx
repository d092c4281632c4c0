import { documentRequestText, requestedDocumentCount, type Condition } from '@openheloc/domain';
import { Button } from '@/components/button';
import { FORM_SUBMIT_ID } from '@/components/form/form-actions';
import {
  RequestDocumentFields,
  requestDocumentsFormOptions,
  type RequestDocumentsInput,
  type RequestDocumentsValues,
} from '@/components/form/request-document-fields';
import { useStepForm } from '@/components/form/use-step-form';
import { useApplicationContext } from '@/features/application/routing/application-context';
import { ApplicationScreen } from '@/features/application/shell/application-screen';
import { formErrorsOf } from '@/features/application/start/form-errors';
import { CONDITIONS_CAPTION } from './conditions-caption';
import { UnavailableRequest } from './unavailable-request';
import { useAskedCondition } from './use-asked-condition';
import { useConditionAnswer } from './use-condition-answer';

function UploadForm({ condition }: { condition: Condition }) {
  const text = documentRequestText(condition);
  const count = requestedDocumentCount(condition);
  const title = text?.header ?? 'Documents needed';
  const { uuid } = useApplicationContext();
  const answer = useConditionAnswer(condition.uuid);
  const step = useStepForm<RequestDocumentsInput, RequestDocumentsValues>({
    ...requestDocumentsFormOptions(condition),
    title,
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
      <RequestDocumentFields
        control={step.form.control}
        condition={condition}
        applicationUuid={uuid}
        errorFor={step.errorFor}
      />
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
