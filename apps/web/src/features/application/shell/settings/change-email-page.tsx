import { zChangeEmailRequest, type ChangeEmailRequest } from '@openheloc/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { FormActions } from '@/components/form/form-actions';
import { PasswordField } from '@/components/form/password-field';
import { TextField } from '@/components/form/text-field';
import { useStepForm } from '@/components/form/use-step-form';
import { PageHeading } from '@/components/page-heading';
import { changeEmail, SETTINGS_PATH, useAccountSettings } from './settings-api';
import { settingsFailureFrom } from './settings-failure';
import { SettingsFrame } from './settings-frame';
import { settingsNoticeState } from './settings-notice';
import { CurrentPasswordHint } from './current-password-hint';

const TITLE = 'Change your email';

/** The sign-in e-mail: the new address and the current password to confirm it is the owner. */
export function ChangeEmailPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const current = useAccountSettings().data?.email;
  const { form, errorFor, errorSummary, submitWith, showServerErrors, busy } = useStepForm<
    ChangeEmailRequest,
    ChangeEmailRequest
  >({
    schema: zChangeEmailRequest,
    defaultValues: { email: '', currentPassword: '' },
    title: TITLE,
  });

  const onSubmit = submitWith(async (values) => {
    try {
      await changeEmail(queryClient, values);
    } catch (error) {
      const failure = settingsFailureFrom(error, ['email', 'currentPassword']);
      showServerErrors(failure.fieldErrors, failure.formMessage);
      return;
    }
    await navigate(SETTINGS_PATH, {
      state: settingsNoticeState(`Your email is now ${values.email}. Use it to sign in.`),
    });
  });

  return (
    <SettingsFrame>
      {errorSummary}
      <PageHeading caption="Settings">{TITLE}</PageHeading>
      {current ? (
        <p className="mb-6">
          You sign in with <strong className="break-all">{current}</strong> today.
        </p>
      ) : null}
      <form noValidate onSubmit={onSubmit}>
        <TextField
          label="New email"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          error={errorFor('email')}
          {...form.register('email')}
        />
        <PasswordField
          label="Current password"
          hint={<CurrentPasswordHint />}
          toggleLabel="current password"
          autoComplete="current-password"
          error={errorFor('currentPassword')}
          {...form.register('currentPassword')}
        />
        <FormActions busy={busy}>Change email</FormActions>
      </form>
    </SettingsFrame>
  );
}
