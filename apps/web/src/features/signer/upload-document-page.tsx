import {
  CONDITION_MESSAGES,
  SIGNER_UPLOAD_PATH,
  UPLOAD_MESSAGES,
  documentRequestText,
  requestedDocumentCount,
  type Condition,
} from '@openheloc/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/button-classes';
import { FormActions } from '@/components/form/form-actions';
import {
  RequestDocumentFields,
  requestDocumentsFormOptions,
  type RequestDocumentsInput,
  type RequestDocumentsValues,
} from '@/components/form/request-document-fields';
import { useStepForm } from '@/components/form/use-step-form';
import { TextLink } from '@/components/text-link';
import { isFetchError } from '@/lib/fetch-error';
import { SignerConditionsGate } from './conditions-gate';
import { SIGNER_CONDITIONS_PATH } from './next-step';
import {
  answerSignerCondition,
  signerKeys,
  useSignerConditions,
  useSignerHome,
} from './signer-api';
import { SignerScreen } from './signer-screen';

const TITLE = 'Upload a document';
const isUpload = (condition: Condition) =>
  documentRequestText(condition)?.target === 'upload-document';

/** The files one request asks for (one field each), sent as its answer; then back to the list. */
function UploadForm({
  condition,
  applicationUuid,
}: {
  condition: Condition;
  applicationUuid: string;
}) {
  const text = documentRequestText(condition);
  const count = requestedDocumentCount(condition);
  const title = text?.header ?? TITLE;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const step = useStepForm<RequestDocumentsInput, RequestDocumentsValues>({
    ...requestDocumentsFormOptions(condition),
    title,
  });
  const onSubmit = step.submitWith(async ({ documents }) => {
    try {
      await answerSignerCondition(
        condition.uuid,
        documents.map((document) => document.uuid),
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : UPLOAD_MESSAGES.failed;
      // Answered elsewhere or gone: the list says where things stand. A refused file goes under it.
      if (isFetchError(error) && error.status === 400) {
        step.showServerErrors([{ name: 'documents.0', message }]);
      } else {
        step.showServerErrors([], message);
        await queryClient.invalidateQueries({ queryKey: signerKeys.conditions });
      }
      return;
    }
    await queryClient.invalidateQueries({ queryKey: signerKeys.conditions });
    await queryClient.invalidateQueries({ queryKey: signerKeys.home });
    await navigate(SIGNER_CONDITIONS_PATH);
  });
  return (
    <SignerScreen title={title} documentTitle={false} errorSummary={step.errorSummary}>
      <p className="mb-6">{text?.description}</p>
      <form noValidate onSubmit={onSubmit}>
        <RequestDocumentFields
          control={step.form.control}
          condition={condition}
          applicationUuid={applicationUuid}
          uploadPath={SIGNER_UPLOAD_PATH}
          errorFor={step.errorFor}
        />
        <FormActions busy={step.busy}>{count > 1 ? 'Send documents' : 'Send document'}</FormActions>
      </form>
      <p className="mt-6">
        <TextLink to={SIGNER_CONDITIONS_PATH}>Back to your document requests</TextLink>
      </p>
    </SignerScreen>
  );
}

/** No request named, or not one to answer here: why, and the open upload requests to choose from. */
function ChooseRequest({ requests, problem }: { requests: Condition[]; problem: string | null }) {
  return (
    <SignerScreen title={TITLE}>
      {problem ? (
        <p role="alert" className="mb-6 font-semibold text-error">
          {problem}.
        </p>
      ) : null}
      {requests.length === 0 ? (
        <p className="mb-6">No document request is waiting for an upload from you.</p>
      ) : (
        <>
          <h2 className="mb-3 text-xl font-semibold">Which request are you answering?</h2>
          <ul className="mb-6 space-y-3">
            {requests.map((condition) => (
              <li key={condition.uuid}>
                <Link
                  to={`${SIGNER_CONDITIONS_PATH}/upload-document?condition=${condition.uuid}`}
                  className={buttonClasses({ variant: 'secondary' })}
                >
                  {documentRequestText(condition)?.header}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      <p>
        <TextLink to={SIGNER_CONDITIONS_PATH}>Back to your document requests</TextLink>
      </p>
    </SignerScreen>
  );
}

function UploadDocument() {
  const [params] = useSearchParams();
  const conditions = useSignerConditions();
  const home = useSignerHome();
  if (conditions.isPending || home.isPending) {
    return (
      <SignerScreen title={TITLE}>
        <p role="status">Loading your document request…</p>
      </SignerScreen>
    );
  }
  if (conditions.isError || home.isError) {
    return (
      <SignerScreen title={TITLE}>
        <p role="alert">{(conditions.error ?? home.error)?.message}</p>
      </SignerScreen>
    );
  }
  const asked = params.get('condition');
  const condition = conditions.data.find((c) => c.uuid === asked && isUpload(c));
  const open = conditions.data.filter((c) => c.status === 'OPEN' && isUpload(c));
  if (condition?.status === 'OPEN') {
    return (
      <UploadForm
        key={condition.uuid}
        condition={condition}
        applicationUuid={home.data.applicationUuid}
      />
    );
  }
  const problem =
    asked === null ? null : condition ? CONDITION_MESSAGES.notOpen : CONDITION_MESSAGES.notFound;
  return <ChooseRequest requests={open} problem={problem} />;
}

/** heloc-signer/conditions/upload-document?condition=…: choose a request, upload its files. */
export function SignerUploadDocumentPage() {
  return (
    <SignerConditionsGate title={TITLE}>
      <UploadDocument />
    </SignerConditionsGate>
  );
}
