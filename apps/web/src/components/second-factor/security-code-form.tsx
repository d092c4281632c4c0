import { zAuthenticatorCode, zSecondFactorCode } from '@openheloc/domain';
import { z } from 'zod';
import { FormActions } from '@/components/form/form-actions';
import { TextField } from '@/components/form/text-field';
import { useStepForm } from '@/components/form/use-step-form';
import { formFailureFrom } from '@/lib/form-failure';

const zAnyCode = z.object({ code: zSecondFactorCode });
const zAppCode = z.object({ code: zAuthenticatorCode });
type CodeInput = { code: string };

interface SecurityCodeFormProps {
  /** The page's title, for the error summary. */
  title: string;
  /** Whether a recovery code may stand in for the app's code (sign-in, turning off). */
  allowRecoveryCode: boolean;
  submitLabel?: string;
  /** Sends the code; a refusal shows under the field or in the summary. */
  onCode: (code: string) => Promise<void>;
}

/** One field, the code from the authenticator app (or a recovery code), and a button. */
export function SecurityCodeForm({
  title,
  allowRecoveryCode,
  submitLabel = 'Continue',
  onCode,
}: SecurityCodeFormProps) {
  const { form, errorFor, errorSummary, submitWith, showServerErrors, busy } = useStepForm<
    CodeInput,
    CodeInput
  >({
    schema: allowRecoveryCode ? zAnyCode : zAppCode,
    defaultValues: { code: '' },
    title,
  });
  const onSubmit = submitWith(async ({ code }) => {
    try {
      await onCode(code);
    } catch (error) {
      const failure = formFailureFrom(error, ['code']);
      showServerErrors(failure.fieldErrors, failure.formMessage);
    }
  });
  return (
    <>
      {errorSummary}
      <form noValidate onSubmit={onSubmit}>
        <TextField
          label="Security code"
          hint={
            allowRecoveryCode
              ? 'The 6-digit code your authenticator app shows now. Lost your phone? Enter one of your recovery codes.'
              : 'The 6-digit code your authenticator app shows now.'
          }
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          inputMode={allowRecoveryCode ? 'text' : 'numeric'}
          error={errorFor('code')}
          {...form.register('code')}
        />
        <FormActions busy={busy}>{submitLabel}</FormActions>
      </form>
    </>
  );
}
