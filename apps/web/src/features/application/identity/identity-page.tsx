import {
  documentRequestText,
  identityDestination,
  type Condition,
  type IdType,
} from '@openheloc/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { buttonClasses } from '@/components/button-classes';
import { FORM_SUBMIT_ID } from '@/components/form/form-actions';
import { useApplicationContext } from '@/features/application/routing/application-context';
import { useApplicationMutation } from '@/features/application/routing/use-application-mutation';
import { ApplicationScreen } from '@/features/application/shell/application-screen';
import { useConditionAnswer } from '@/features/application/conditions/use-condition-answer';
import { useConditions } from '@/features/application/conditions/use-conditions';
import {
  ID_FORM_FIELDS,
  IdDocumentFields,
  IdFailedAlert,
  idFormFieldErrors,
  useIdForm,
  type SendId,
} from '@/components/id-document/id-form-fields';
import type { FailedMutationOutcome } from '@/features/application/routing/mutation-outcome';
import { formErrorsOf } from '@/features/application/start/form-errors';
import { IDENTITY_CAPTION } from './identity-caption';

const TITLE = 'Verify your identity';

/** A failed save as the ID form shows it; a conflict shows nothing (the layout moves on). */
const idFormErrorsOf = (failure: FailedMutationOutcome) =>
  formErrorsOf(
    failure.kind === 'invalid'
      ? { ...failure, fieldErrors: idFormFieldErrors(failure.fieldErrors) }
      : failure,
    ID_FORM_FIELDS,
  );

function IdForm({
  intro,
  sendLabel,
  send,
  pending,
}: {
  intro: ReactNode;
  sendLabel: string;
  send: SendId;
  pending: boolean;
}) {
  const { uuid } = useApplicationContext();
  const { step, onSubmit } = useIdForm(TITLE, send);
  return (
    <ApplicationScreen
      caption={IDENTITY_CAPTION}
      title={TITLE}
      documentTitle={false}
      errorSummary={step.errorSummary}
      onSubmit={onSubmit}
      actions={
        <Button id={FORM_SUBMIT_ID} busy={step.busy || pending}>
          {sendLabel}
        </Button>
      }
    >
      {intro}
      <IdDocumentFields step={step} applicationUuid={uuid} />
    </ApplicationScreen>
  );
}

const INTRO =
  'We need a photo of a government ID to confirm that you are the person applying. On a phone you can take the photos with your camera.';

/** The workflow asks for an ID: it goes to the ID check, which says why if it fails. */
function IdCheckForm() {
  const { application } = useApplicationContext();
  const save = useApplicationMutation<{
    idType: IdType;
    frontDocumentUuid: string;
    backDocumentUuid?: string;
  }>('/identity');
  const verification = application.idVerification;
  const send: SendId = async ({ idType, front, back }) => {
    const outcome = await save.submit({
      idType,
      frontDocumentUuid: front.uuid,
      ...(back ? { backDocumentUuid: back.uuid } : {}),
    });
    return outcome.kind === 'done' ? null : idFormErrorsOf(outcome);
  };
  const intro =
    verification && verification.failedChecks.length > 0 ? (
      <IdFailedAlert idType={verification.idType} failedChecks={verification.failedChecks} />
    ) : (
      <p className="mb-6">{INTRO}</p>
    );
  return <IdForm intro={intro} sendLabel="Verify my ID" send={send} pending={save.isPending} />;
}

/** The lender asked for an ID (a document request): the photos answer that request. */
function IdRequestForm({ condition }: { condition: Condition }) {
  const answer = useConditionAnswer(condition.uuid);
  const description = documentRequestText(condition)?.description ?? INTRO;
  const send: SendId = async ({ front, back }) => {
    const failure = await answer.submit({
      answer: 'documents',
      body: { documentUuids: back ? [front.uuid, back.uuid] : [front.uuid] },
    });
    return failure === null ? null : idFormErrorsOf(failure);
  };
  return (
    <IdForm
      intro={<p className="mb-6">{description}</p>}
      sendLabel="Send my ID"
      send={send}
      pending={answer.isPending}
    />
  );
}

/**
 * identity: choose one of the four ID types and upload its photos (the camera opens on phones).
 * While the application asks for an ID it goes to the ID check, and a failed check says why and
 * asks again; otherwise it answers the lender's open identity request.
 */
export function IdentityPage() {
  const { uuid, status, resolved, pathTo } = useApplicationContext();
  const checking = status.actions.includes('UPLOAD_ID');
  const conditions = useConditions(uuid);
  if (checking) return <IdCheckForm key={status.updatedAt} />;
  if (conditions.isPending) {
    return (
      <ApplicationScreen caption={IDENTITY_CAPTION} title={TITLE}>
        <p role="status">Loading…</p>
      </ApplicationScreen>
    );
  }
  const destination = identityDestination(status.actions, conditions.data ?? []);
  const request =
    destination.kind === 'request'
      ? conditions.data?.find((condition) => condition.uuid === destination.conditionUuid)
      : undefined;
  if (request) return <IdRequestForm key={request.uuid} condition={request} />;
  return (
    <ApplicationScreen caption={IDENTITY_CAPTION} title={TITLE} back="conditions">
      {conditions.isError ? <p role="alert">{conditions.error.message}</p> : null}
      <p>We do not need an ID from you right now.</p>
      <Link to={pathTo(resolved.path)} className={`${buttonClasses()} mt-6`}>
        Continue your application
      </Link>
    </ApplicationScreen>
  );
}
