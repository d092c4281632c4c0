import {
  ID_TYPE_DOCUMENT_TYPES,
  ID_TYPE_LABELS,
  ID_TYPES,
  idFailureReasons,
  type IdCheck,
  type IdType,
} from '@openheloc/domain';
import { useController } from 'react-hook-form';
import { FileUploadField } from '@/components/form/file-upload-field';
import { RadioGroup } from '@/components/form/radio-group';
import type { NamedError } from '@/components/form/flatten-field-errors';
import { useStepForm } from '@/components/form/use-step-form';
import {
  sideLabel,
  zIdentityForm,
  type IdentityFormInput,
  type IdentityFormValues,
} from './identity-form';

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

/** The form's fields, for placing a server's messages. */
export const ID_FORM_FIELDS = ['idType', 'front', 'back'] as const;

/** The server's field errors under the form's names (a message about the front goes under it). */
export const idFormFieldErrors = (errors: readonly NamedError[]): NamedError[] =>
  errors.map((error) => ({ ...error, name: SERVER_FIELDS[error.name] ?? error.name }));

/** What a refused send shows: messages under the fields, the rest by the button. */
export type IdFormErrors = { fieldErrors: NamedError[]; formMessage?: string };
export type SendId = (values: IdentityFormValues) => Promise<IdFormErrors | null>;

/**
 * The ID form's state, shared by the borrower's and a co-borrower's identity screens: the chosen
 * ID and its photos; `send` answers the refusals to show (null once sent).
 */
export function useIdForm(title: string, send: SendId) {
  const step = useStepForm<IdentityFormInput, IdentityFormValues>({
    schema: zIdentityForm,
    defaultValues: { idType: '', front: null, back: null },
    title,
  });
  const onSubmit = step.submitWith(async (values) => {
    const errors = await send(values);
    if (errors) step.showServerErrors(errors.fieldErrors, errors.formMessage);
  });
  return { step, onSubmit };
}

type IdStep = ReturnType<typeof useIdForm>['step'];

/**
 * Which ID and its photos (the camera opens on phones): the front always, the back only for a
 * driver's license. `uploadPath` posts the photos somewhere other than the borrower's uploads.
 */
export function IdDocumentFields({
  step,
  applicationUuid,
  uploadPath,
}: {
  step: IdStep;
  applicationUuid: string;
  uploadPath?: string;
}) {
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
  const sides = idType === '' ? null : ID_TYPE_DOCUMENT_TYPES[idType];
  return (
    <>
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
                  applicationUuid={applicationUuid}
                  {...(uploadPath ? { uploadPath } : {})}
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
    </>
  );
}

/** Why the last ID was not accepted, and what to do: new photos or another ID. */
export function IdFailedAlert({
  idType,
  failedChecks,
}: {
  idType?: IdType;
  failedChecks: IdCheck[];
}) {
  const reasons = idFailureReasons(failedChecks);
  if (reasons.length === 0) return null;
  return (
    <div
      role="alert"
      aria-labelledby="id-failed-heading"
      className="mb-6 rounded-lg border-l-4 border-error bg-white p-4"
    >
      <h2 id="id-failed-heading" className="text-lg font-semibold">
        We could not verify your {idType ? ID_TYPE_LABELS[idType] : 'ID'}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      <p className="mt-2">Please try again with new photos, or use a different ID.</p>
    </div>
  );
}
