import { zChangePhoneRequest, type ChangePhoneRequest } from '@openheloc/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { FormActions } from '@/components/form/form-actions';
import { PasswordField } from '@/components/form/password-field';
import { PhoneField } from '@/components/form/phone-field';
import { useStepForm } from '@/components/form/use-step-form';
import { PageHeading } from '@/components/page-heading';
import { changePhoneNumber, SETTINGS_PATH, useAccountSettings } from './settings-api';
import { settingsFailureFrom } from './settings-failure';
import { SettingsFrame } from './settings-frame';
import { settingsNoticeState } from './settings-notice';
import { CurrentPasswordHint } from './current-password-hint';

const TITLE = 'Change your mobile phone';

/** The mobile phone, with the current password to confirm the change. */
export function ChangePhonePage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const current = useAccountSettings().data?.phoneNumber;
  const { form, errorFor, errorSummary, submitWith, showServerErrors, busy } = useStepForm<
    ChangePhoneRequest,
    ChangePhoneRequest
  >({
    schema: zChangePhoneRequest,
    defaultValues: { phoneNumber: '', currentPassword: '' },
    title: TITLE,
  });

  const onSubmit = submitWith(async (values) => {
    try {
      await changePhoneNumber(queryClient, values);
    } catch (error) {
      const failure = settingsFailureFrom(error, ['phoneNumber', 'currentPassword']);
      showServerErrors(failure.fieldErrors, failure.formMessage);
      return;
    }
    await navigate(SETTINGS_PATH, {
      state: settingsNoticeState(`Your mobile phone is now ${values.phoneNumber}.`),
    });
  });

  return (
    <SettingsFrame>
      {errorSummary}
      <PageHeading caption="Settings">{TITLE}</PageHeading>
      {current ? (
        <p className="mb-6">
          We reach you at <strong>{current}</strong> today.
        </p>
      ) : null}
      <form noValidate onSubmit={onSubmit}>
        <PhoneField
          label="New mobile phone"
          hint="A US number, without the country code: (555) 123-4567"
          error={errorFor('phoneNumber')}
          {...form.register('phoneNumber')}
        />
        <PasswordField
          label="Current password"
          hint={<CurrentPasswordHint />}
          toggleLabel="current password"
          autoComplete="current-password"
          error={errorFor('currentPassword')}
          {...form.register('currentPassword')}
        />
        <FormActions busy={busy}>Change mobile phone</FormActions>
      </form>
    </SettingsFrame>
  );
}
