import { zChangePhoneRequest, type ChangePhoneRequest } from '@openheloc/domain';
import { PhoneField } from '@/components/form/phone-field';
import { changePhoneNumber } from './settings-api';
import { ChangeSettingPage } from './change-setting-page';

/** The mobile phone, with the current password to confirm the change. */
export function ChangePhonePage() {
  return (
    <ChangeSettingPage<ChangePhoneRequest>
      title="Change your mobile phone"
      setting="phoneNumber"
      today={(phoneNumber) => (
        <>
          We reach you at <strong>{phoneNumber}</strong> today.
        </>
      )}
      schema={zChangePhoneRequest}
      defaultValues={{ phoneNumber: '', currentPassword: '' }}
      renderField={({ form, errorFor }) => (
        <PhoneField
          label="New mobile phone"
          hint="A US number, without the country code: (555) 123-4567"
          error={errorFor('phoneNumber')}
          {...form.register('phoneNumber')}
        />
      )}
      save={changePhoneNumber}
      notice={({ phoneNumber }) => `Your mobile phone is now ${phoneNumber}.`}
      submitLabel="Change mobile phone"
    />
  );
}
