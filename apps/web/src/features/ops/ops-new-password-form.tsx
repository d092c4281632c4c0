import { zChangePasswordRequest, type ChangePasswordRequest } from '@openheloc/domain';
import { useWatch } from 'react-hook-form';
import { FormActions } from '@/components/form/form-actions';
import { NewPasswordFields } from '@/components/form/new-password-fields';
import { PasswordField } from '@/components/form/password-field';
import { useStepForm } from '@/components/form/use-step-form';
import { formFailureFrom } from '@/lib/form-failure';
import { opsChangePassword } from '@/lib/ops-auth/ops-session';

interface OpsNewPasswordFormProps {
  title: string;
  onChanged: () => Promise<void> | void;
}

/** The password the user signed in with, then a new one twice. */
export function OpsNewPasswordForm({ title, onChanged }: OpsNewPasswordFormProps) {
  const { form, errorFor, errorSummary, submitWith, showServerErrors, busy } = useStepForm<
    ChangePasswordRequest,
    ChangePasswordRequest
  >({
    schema: zChangePasswordRequest,
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
    title,
  });
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';
  const onSubmit = submitWith(async (values) => {
    try {
      await opsChangePassword(values);
    } catch (error) {
      const failure = formFailureFrom(error, ['currentPassword', 'password', 'confirmPassword']);
      showServerErrors(failure.fieldErrors, failure.formMessage);
      return;
    }
    await onChanged();
  });
  return (
    <>
      {errorSummary}
      <form noValidate onSubmit={onSubmit}>
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          error={errorFor('currentPassword')}
          {...form.register('currentPassword')}
        />
        <NewPasswordFields
          register={(name) => form.register(name)}
          errorFor={errorFor}
          password={password}
          label="New password"
          confirmLabel="Confirm new password"
          toggleLabel="Show new password"
          confirmToggleLabel="Show new password confirmation"
        />
        <FormActions busy={busy}>Change password</FormActions>
      </form>
    </>
  );
}
