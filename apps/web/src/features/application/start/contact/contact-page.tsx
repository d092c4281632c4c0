import { zContactRequest } from '@openheloc/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import type { z } from 'zod';
import { PhoneField } from '@/components/form/phone-field';
import { useStepForm } from '@/components/form/use-step-form';
import { useApplicationMutation } from '@/features/application/routing/use-application-mutation';
import { formErrorsOf } from '../form-errors';
import { IdentityGate } from '../identity-gate';
import { IDENTITY_QUERY_KEY, type StartIdentity } from '../identity-query';
import { nextAfterSave, readReturnTo } from '../return-to';
import { StartStepScreen } from '../start-step-screen';

const TITLE = 'How can we contact you?';
const CONTACT_FIELDS = ['phoneNumber'] as const;

type ContactInput = z.input<typeof zContactRequest>;
type ContactOutput = z.output<typeof zContactRequest>;

function ContactForm({ identity }: { identity: StartIdentity }) {
  const returnTo = readReturnTo(useLocation().search);
  const queryClient = useQueryClient();
  const contact = useApplicationMutation<ContactOutput>('/contact', { method: 'PUT' });
  const step = useStepForm<ContactInput, ContactOutput>({
    schema: zContactRequest,
    defaultValues: { phoneNumber: identity.phoneNumbers[0] ?? '' },
    title: TITLE,
  });

  const onSubmit = step.submitWith(async (values) => {
    const next = nextAfterSave(returnTo, 'start/hmda');
    const outcome = await contact.submit(values, next === undefined ? {} : { next });
    if (outcome.kind === 'done') {
      void queryClient.invalidateQueries({ queryKey: IDENTITY_QUERY_KEY });
      return;
    }
    const errors = formErrorsOf(outcome, CONTACT_FIELDS);
    if (errors) step.showServerErrors(errors.fieldErrors, errors.formMessage);
  });

  return (
    <StartStepScreen
      title={TITLE}
      previous="start/profile"
      returnTo={returnTo}
      errorSummary={step.errorSummary}
      busy={step.busy}
      onSubmit={onSubmit}
    >
      <PhoneField
        label="Mobile phone number"
        hint="We may call or text this number about your application or your account."
        error={step.errorFor('phoneNumber')}
        {...step.form.register('phoneNumber')}
      />
      <dl className="mb-6">
        <dt className="font-semibold">Email address</dt>
        <dd className="mt-1 break-words">{identity.email}</dd>
        <dd className="mt-1 text-muted">
          You sign in with this address, so it cannot be changed here. To change it, contact us.
        </dd>
      </dl>
    </StartStepScreen>
  );
}

/** The mobile phone, and the sign-in e-mail shown for the borrower to confirm. */
export function ContactPage() {
  return <IdentityGate>{(identity) => <ContactForm identity={identity} />}</IdentityGate>;
}
