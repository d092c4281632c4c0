import { CheckboxField } from '@/components/form/checkbox-field';
import { CheckboxGroup } from '@/components/form/checkbox-group';
import { PhoneField } from '@/components/form/phone-field';
import { TextField } from '@/components/form/text-field';
import { useOrganization } from '@/lib/organization/organization-context';
import { stepCaption } from '../flow/captions';
import { useRegistrationFlow } from '../flow/flow-context';
import type { FlowId } from '../flow/flow-definitions';
import { StepPage } from './step-page';
import { usePersistedStep } from './use-persisted-step';

/**
 * The spec's v2 heading ('See your pre-qualification on the next page!') promised the offer a
 * page early: the password comes next and the offer screens after it, so both flows ask plainly.
 */
const HEADINGS: Record<FlowId, string> = {
  v2: 'How can we contact you?',
  legacy: 'How can we contact you?',
};

/** Mobile phone and e-mail, and the two optional text-message consents. */
export function PhoneAndEmailStep() {
  const { brandName } = useOrganization();
  const heading = HEADINGS[useRegistrationFlow().flow.id];
  const { form, errorFor, errorSummary, onSubmit, busy, flow } = usePersistedStep('contact', {
    title: heading,
  });
  return (
    <StepPage
      caption={stepCaption(flow.id, 'contact')}
      heading={heading}
      intro={
        <p>
          Tell us how to reach you. Next, you will create a password; then we check your rate and
          show your pre-qualification.
        </p>
      }
      errorSummary={errorSummary}
      onSubmit={onSubmit}
      busy={busy}
    >
      <PhoneField
        label="Mobile phone number"
        hint="We may use this number to contact you about your pre-qualification, application or account."
        error={errorFor('phoneNumber')}
        {...form.register('phoneNumber')}
      />
      <TextField
        label="Email address"
        hint="We need your email address to send you your pre-qualification."
        type="email"
        autoComplete="email"
        spellCheck={false}
        error={errorFor('email')}
        {...form.register('email')}
      />
      <CheckboxGroup
        id="sms-consents"
        legend="Text messages"
        optional
        hint="Message and data rates may apply. Reply STOP to any message to stop receiving them."
      >
        <CheckboxField
          label={`Send me text messages about offers and products from ${brandName}.`}
          hint="Agreeing is not a condition of getting a loan."
          error={errorFor('smsMarketingConsent')}
          {...form.register('smsMarketingConsent')}
        />
        <CheckboxField
          label="Send me text messages about my pre-qualification, application and account, such as reminders and verification codes."
          error={errorFor('smsTransactionalConsent')}
          {...form.register('smsTransactionalConsent')}
        />
      </CheckboxGroup>
    </StepPage>
  );
}
