import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
  zChangePasswordRequest,
  type ChangePasswordRequest,
} from '@openheloc/domain';
import { useNavigate } from 'react-router';
import { useWatch } from 'react-hook-form';
import { FormActions } from '@/components/form/form-actions';
import { PasswordField } from '@/components/form/password-field';
import { PasswordStrengthMeter } from '@/components/form/password-strength-meter';
import { useStepForm } from '@/components/form/use-step-form';
import { PageHeading } from '@/components/page-heading';
import { changePassword, SETTINGS_PATH } from './settings-api';
import { settingsFailureFrom } from './settings-failure';
import { SettingsFrame } from './settings-frame';
import { settingsNoticeState } from './settings-notice';
import { CurrentPasswordHint } from './current-password-hint';

const TITLE = 'Change your password';
const METER_ID = 'new-password-strength';
const SPECIALS = [...PASSWORD_SPECIAL_CHARACTERS].join(' ');

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
      const failure = settingsFailureFrom(error, [
        'currentPassword',
        'password',
        'confirmPassword',
      ]);
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
        <PasswordField
          label="Current password"
          hint={<CurrentPasswordHint />}
          toggleLabel="current password"
          autoComplete="current-password"
          error={errorFor('currentPassword')}
          {...form.register('currentPassword')}
        />
        <PasswordField
          label="New password"
          hint={`Use at least ${PASSWORD_MIN_LENGTH} characters, with an uppercase letter, a lowercase letter, a number and one of these special characters: ${SPECIALS}`}
          toggleLabel="new password"
          autoComplete="new-password"
          describedByExtra={[METER_ID]}
          error={errorFor('password')}
          {...form.register('password')}
        />
        <PasswordStrengthMeter id={METER_ID} password={password} />
        <PasswordField
          label="Confirm new password"
          toggleLabel="new password confirmation"
          autoComplete="new-password"
          error={errorFor('confirmPassword')}
          {...form.register('confirmPassword')}
        />
        <FormActions busy={busy}>Change password</FormActions>
      </form>
    </SettingsFrame>
  );
}
