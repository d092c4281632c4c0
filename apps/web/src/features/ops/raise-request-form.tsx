import {
  CONDITION_CATEGORIES,
  DOCUMENT_REQUEST_TEXTS,
  zConditionCategory,
  zRaiseConditionRequest,
} from '@openheloc/domain';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormActions } from '@/components/form/form-actions';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useStepForm } from '@/components/form/use-step-form';
import { loginFailureFrom } from '@/lib/auth/login-errors';
import { OPS_CONDITIONS_QUERY_KEY, raiseCondition } from './document-requests-api';

const zRaiseForm = zRaiseConditionRequest.extend({
  applicationUuid: z.uuid({ error: 'Enter the application ID (a UUID)' }),
  categoryEnum: z.union([z.literal(''), zConditionCategory]).refine((value) => value !== '', {
    error: 'Choose what to ask for',
  }),
});
type RaiseFormInput = z.input<typeof zRaiseForm>;
type RaiseFormOutput = z.output<typeof zRaiseForm>;

const CATEGORY_OPTIONS = CONDITION_CATEGORIES.map((category) => ({
  value: category,
  label: `${DOCUMENT_REQUEST_TEXTS[category].header} (${category})`,
}));

/** An underwriter asks a borrower for something: what, how many documents, and why. */
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
      numDocsRequired: '1',
      commentsToBorrower: '',
      internalNotes: '',
    },
    title: 'Document requests',
  });

  const onSubmit = submitWith(async ({ applicationUuid, categoryEnum, ...rest }) => {
    try {
      await raiseCondition(applicationUuid, { categoryEnum, ...rest });
    } catch (error) {
      const failure = loginFailureFrom(error);
      showServerErrors(failure.fieldErrors, failure.formMessage);
      return;
    }
    toast.success('Request raised. The borrower sees it on their document requests.');
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
          label="What to ask for"
          placeholder="Select one"
          options={CATEGORY_OPTIONS}
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
          label="Message to the borrower"
          optional
          hint="Shown on the borrower's card in place of the standard description."
          error={errorFor('commentsToBorrower')}
          {...form.register('commentsToBorrower')}
        />
        <TextField
          label="Internal notes"
          optional
          hint="For lender staff only; never shown to the borrower."
          error={errorFor('internalNotes')}
          {...form.register('internalNotes')}
        />
        <FormActions busy={busy}>Raise request</FormActions>
      </form>
    </section>
  );
}
