import { zChangeEmailRequest, type ChangeEmailRequest } from '@openheloc/domain';
import { TextField } from '@/components/form/text-field';
import { changeEmail } from './settings-api';
import { ChangeSettingPage } from './change-setting-page';

/** The sign-in e-mail: the new address and the current password to confirm it is the owner. */
export function ChangeEmailPage() {
  return (
    <ChangeSettingPage<ChangeEmailRequest>
      title="Change your email"
      setting="email"
      today={(email) => (
        <>
          You sign in with <strong className="break-all">{email}</strong> today.
        </>
      )}
      schema={zChangeEmailRequest}
      defaultValues={{ email: '', currentPassword: '' }}
      renderField={({ form, errorFor }) => (
        <TextField
          label="New email"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          error={errorFor('email')}
          {...form.register('email')}
        />
      )}
      save={changeEmail}
      notice={({ email }) => `Your email is now ${email}. Use it to sign in.`}
      submitLabel="Change email"
    />
  );
}
