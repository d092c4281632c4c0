import { zChangePasswordRequest, type ChangePasswordRequest } from '@openheloc/domain';
import { useNavigate } from 'react-router';
import { useWatch } from 'react-hook-form';
import { FormActions } from '@/components/form/form-actions';
import { NewPasswordFields } from '@/components/form/new-password-fields';
import { useStepForm } from '@/components/form/use-step-form';
import { PageHeading } from '@/components/page-heading';
import { changePassword, SETTINGS_PATH } from './settings-api';
import { formFailureFrom } from '@/lib/form-failure';
import { SettingsFrame } from './settings-frame';
import { settingsNoticeState } from './settings-notice';
import { CurrentPasswordField } from './current-password-field';

const TITLE = 'Change your password';

/** The current password, then the new one twice, measured against the same rules as at sign-up. */
export function ChangePasswordPage() {
  const navigate = useNavigate();
  const { form, errorFor, errorSummary, submitWith, showServerErrors, busy } = useStepForm<
    ChangePasswordRequest,
    ChangePasswordRequest
  >({
    schema: zChangePasswordRequest,
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
    title: TITLE,
  });
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';

  const onSubmit = submitWith(async (values) => {
    try {
      await changePassword(values);
    } catch (error) {
      const failure = formFailureFrom(error, ['currentPassword', 'password', 'confirmPassword']);
      showServerErrors(failure.fieldErrors, failure.formMessage);
      return;
    }
    await navigate(SETTINGS_PATH, {
      state: settingsNoticeState(
        'Your password is changed. Any other device signed in to your account has been signed out.',
      ),
    });
  });

  return (
    <SettingsFrame>
      {errorSummary}
      <PageHeading caption="Settings">{TITLE}</PageHeading>
      <form noValidate onSubmit={onSubmit}>
        <CurrentPasswordField
          error={errorFor('currentPassword')}
          {...form.register('currentPassword')}
        />
        <NewPasswordFields
          register={form.register}
          errorFor={errorFor}
          password={password}
          label="New password"
          confirmLabel="Confirm new password"
          toggleLabel="new password"
          confirmToggleLabel="new password confirmation"
          meterId="new-password-strength"
        />
        <FormActions busy={busy}>Change password</FormActions>
      </form>
    </SettingsFrame>
  );
}
