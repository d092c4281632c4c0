import {
  CONDITION_CATEGORIES,
  DOCUMENT_REQUEST_TEXTS,
  SIGNER_CONDITION_CATEGORIES,
  SIGNER_ROLE_LABELS,
  zConditionCategory,
  zRaiseConditionRequest,
  type ConditionCategory,
} from '@openheloc/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toasts/toasts';
import { z } from 'zod';
import { FormActions } from '@/components/form/form-actions';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useStepForm } from '@/components/form/use-step-form';
import { loginFailureFrom } from '@/lib/auth/login-errors';
import {
  fetchApplicationSigners,
  OPS_CONDITIONS_QUERY_KEY,
  raiseCondition,
} from './document-requests-api';

const zRaiseForm = zRaiseConditionRequest.extend({
  applicationUuid: z.uuid({ error: 'Enter the application ID (a UUID)' }),
  categoryEnum: z.union([z.literal(''), zConditionCategory]).refine((value) => value !== '', {
    error: 'Choose what to ask for',
  }),
  // '' is the borrower; else one of the application's additional signers.
  signerUuid: z.union([z.literal(''), z.uuid()]).transform((value) => value || undefined),
});
type RaiseFormInput = z.input<typeof zRaiseForm>;
type RaiseFormOutput = z.output<typeof zRaiseForm>;

const optionsOf = (categories: readonly ConditionCategory[]) =>
  categories.map((category) => ({
    value: category,
    label: `${DOCUMENT_REQUEST_TEXTS[category].header} (${category})`,
  }));
const CATEGORY_OPTIONS = optionsOf(CONDITION_CATEGORIES);
const SIGNER_CATEGORY_OPTIONS = optionsOf(SIGNER_CONDITION_CATEGORIES);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whom to ask: the borrower, or one of the application's signers once its ID is entered. */
function useRecipientOptions(applicationUuid: string) {
  const valid = UUID.test(applicationUuid.trim());
  const signers = useQuery({
    queryKey: ['ops', 'application-signers', applicationUuid.trim()],
    queryFn: ({ signal }) => fetchApplicationSigners(applicationUuid.trim(), signal),
    enabled: valid,
    retry: false,
  });
  return [
    { value: '', label: 'The borrower' },
    ...(valid && signers.data ? signers.data : []).map((signer) => ({
      value: signer.uuid,
      label: `${signer.firstName} ${signer.lastName} (${SIGNER_ROLE_LABELS[signer.role]})`,
    })),
  ];
}

/**
 * An underwriter asks the borrower, or one of the application's additional signers, for
 * something: what, how many documents, and why.
 */
export function RaiseRequestForm() {
  const queryClient = useQueryClient();
  const { form, errorFor, errorSummary, submitWith, showServerErrors, busy } = useStepForm<
    RaiseFormInput,
    RaiseFormOutput
  >({
    schema: zRaiseForm,
    defaultValues: {
      applicationUuid: '',
      categoryEnum: '',
      signerUuid: '',
      numDocsRequired: '1',
      commentsToBorrower: '',
      internalNotes: '',
    },
    title: 'Document requests',
  });

  const recipients = useRecipientOptions(form.watch('applicationUuid'));
  const toSigner = form.watch('signerUuid') !== '';
  const onSubmit = submitWith(async ({ applicationUuid, categoryEnum, signerUuid, ...rest }) => {
    try {
      await raiseCondition(applicationUuid, {
        categoryEnum,
        ...rest,
        ...(signerUuid ? { signerUuid } : {}),
      });
    } catch (error) {
      const failure = loginFailureFrom(error);
      showServerErrors(failure.fieldErrors, failure.formMessage);
      return;
    }
    toast.success(
      signerUuid
        ? 'Request raised. The signer is e-mailed and sees it on their document requests.'
        : 'Request raised. The borrower sees it on their document requests.',
    );
    form.reset();
    await queryClient.invalidateQueries({ queryKey: OPS_CONDITIONS_QUERY_KEY });
  });

  return (
    <section aria-labelledby="raise-heading" className="max-w-[560px]">
      {errorSummary}
      <h2 id="raise-heading" className="mb-4 text-[22px] font-bold">
        Raise a request
      </h2>
      <form noValidate onSubmit={onSubmit}>
        <TextField
          label="Application ID"
          hint="The UUID in the borrower's application address."
          autoComplete="off"
          spellCheck={false}
          error={errorFor('applicationUuid')}
          {...form.register('applicationUuid')}
        />
        <SelectField
          label="Who is asked"
          hint="An additional signer is asked only for their identity or papers about the home."
          options={recipients}
          error={errorFor('signerUuid')}
          {...form.register('signerUuid')}
        />
        <SelectField
          label="What to ask for"
          placeholder="Select one"
          options={toSigner ? SIGNER_CATEGORY_OPTIONS : CATEGORY_OPTIONS}
          error={errorFor('categoryEnum')}
          {...form.register('categoryEnum')}
        />
        <TextField
          label="Number of documents"
          inputMode="numeric"
          error={errorFor('numDocsRequired')}
          {...form.register('numDocsRequired')}
        />
        <TextField
          label={toSigner ? 'Message to the signer' : 'Message to the borrower'}
          optional
          hint={`Shown on the ${toSigner ? "signer's" : "borrower's"} card in place of the standard description.`}
          error={errorFor('commentsToBorrower')}
          {...form.register('commentsToBorrower')}
        />
        <TextField
          label="Internal notes"
          optional
          hint="For lender staff only; never shown to the borrower or a signer."
          error={errorFor('internalNotes')}
          {...form.register('internalNotes')}
        />
        <FormActions busy={busy}>Raise request</FormActions>
      </form>
    </section>
  );
}
