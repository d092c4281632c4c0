import {
  documentRequestText,
  ID_TYPE_DOCUMENT_TYPES,
  ID_TYPE_LABELS,
  ID_TYPES,
  idFailureReasons,
  identityDestination,
  type Condition,
  type IdType,
} from '@openheloc/domain';
import type { ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { buttonClasses } from '@/components/button-classes';
import { FileUploadField } from '@/components/form/file-upload-field';
import { FORM_SUBMIT_ID } from '@/components/form/form-actions';
import { RadioGroup } from '@/components/form/radio-group';
import { useStepForm } from '@/components/form/use-step-form';
import { useApplicationContext } from '@/features/application/routing/application-context';
import { useApplicationMutation } from '@/features/application/routing/use-application-mutation';
import type { FailedMutationOutcome } from '@/features/application/routing/mutation-outcome';
import { ApplicationScreen } from '@/features/application/shell/application-screen';
import { formErrorsOf } from '@/features/application/start/form-errors';
import { useConditionAnswer } from '@/features/application/conditions/use-condition-answer';
import { useConditions } from '@/features/application/conditions/use-conditions';
import { IDENTITY_CAPTION } from './identity-caption';
import {
  sideLabel,
  zIdentityForm,
  type IdentityFormInput,
  type IdentityFormValues,
} from './identity-form';

const TITLE = 'Verify your identity';

const ID_HINTS: Readonly<Record<IdType, string>> = {
  DRIVERS_LICENSE: 'Photos of the front and the back.',
  PASSPORT: 'A photo of the page with your picture.',
  STATE_ID_CARD: 'A photo of the front.',
  PERMANENT_RESIDENT_CARD: 'A photo of the front.',
};
const ID_OPTIONS = ID_TYPES.map((value) => ({
  value,
  label: ID_TYPE_LABELS[value],
  hint: ID_HINTS[value],
}));
const PHOTO_HINT = 'Lay the ID flat in good light, with all four corners in view and no glare.';

/** The server names the uploads by their request fields; the form calls them front and back. */
const SERVER_FIELDS: Readonly<Record<string, string>> = {
  frontDocumentUuid: 'front',
  backDocumentUuid: 'back',
  documentUuids: 'front',
};

type SendId = (values: IdentityFormValues) => Promise<FailedMutationOutcome | null>;

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
  const step = useStepForm<IdentityFormInput, IdentityFormValues>({
    schema: zIdentityForm,
    defaultValues: { idType: '', front: null, back: null },
    title: TITLE,
  });
  const { field: front } = useController({ control: step.form.control, name: 'front' });
  const { field: back } = useController({ control: step.form.control, name: 'back' });
  const idType = step.form.watch('idType');
  // Another ID makes the photos taken of the first one meaningless.
  const chooseIdType = step.form.register('idType', {
    onChange: () => {
      step.form.setValue('front', null);
      step.form.setValue('back', null);
    },
  });

  const onSubmit = step.submitWith(async (values) => {
    const failure = await send(values);
    if (failure === null) return;
    const errors = formErrorsOf(
      failure.kind === 'invalid'
        ? {
            ...failure,
            fieldErrors: failure.fieldErrors.map((error) => ({
              ...error,
              name: SERVER_FIELDS[error.name] ?? error.name,
            })),
          }
        : failure,
      ['idType', 'front', 'back'],
    );
    if (errors) step.showServerErrors(errors.fieldErrors, errors.formMessage);
  });

  const sides = idType === '' ? null : ID_TYPE_DOCUMENT_TYPES[idType];
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
      <RadioGroup
        legend="Which ID will you use?"
        hint="It must be current and in the name you applied with."
        error={step.errorFor('idType')}
        options={ID_OPTIONS}
        {...chooseIdType}
      />
      {idType !== '' && sides
        ? (
            [
              { side: 'front', documentType: sides.front, field: front },
              { side: 'back', documentType: sides.back, field: back },
            ] as const
          ).map(({ side, documentType, field }) =>
            documentType ? (
              <div key={side} className="mb-6">
                <FileUploadField
                  name={side}
                  label={sideLabel(idType, side)}
                  hint={PHOTO_HINT}
                  applicationUuid={uuid}
                  documentType={documentType}
                  capture="environment"
                  value={field.value}
                  onChange={field.onChange}
                  error={step.errorFor(side)}
                />
              </div>
            ) : null,
          )
        : null}
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
  const reasons = idFailureReasons(verification?.failedChecks ?? []);
  const send: SendId = async ({ idType, front, back }) => {
    const outcome = await save.submit({
      idType,
      frontDocumentUuid: front.uuid,
      ...(back ? { backDocumentUuid: back.uuid } : {}),
    });
    return outcome.kind === 'done' ? null : outcome;
  };
  const intro =
    verification && reasons.length > 0 ? (
      <div
        role="alert"
        aria-labelledby="id-failed-heading"
        className="mb-6 rounded-lg border-l-4 border-error bg-white p-4"
      >
        <h2 id="id-failed-heading" className="text-lg font-semibold">
          We could not verify your {ID_TYPE_LABELS[verification.idType]}
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-6">
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
        <p className="mt-2">Please try again with new photos, or use a different ID.</p>
      </div>
    ) : (
      <p className="mb-6">{INTRO}</p>
    );
  return <IdForm intro={intro} sendLabel="Verify my ID" send={send} pending={save.isPending} />;
}

/** The lender asked for an ID (a document request): the photos answer that request. */
function IdRequestForm({ condition }: { condition: Condition }) {
  const answer = useConditionAnswer(condition.uuid);
  const description = documentRequestText(condition)?.description ?? INTRO;
  const send: SendId = ({ front, back }) =>
    answer.submit({
      answer: 'documents',
      body: { documentUuids: back ? [front.uuid, back.uuid] : [front.uuid] },
    });
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
