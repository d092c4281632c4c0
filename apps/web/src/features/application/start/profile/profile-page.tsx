import type { ProfileRequest } from '@openheloc/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { useLocation } from 'react-router';
import { CheckboxField } from '@/components/form/checkbox-field';
import { RadioGroup } from '@/components/form/radio-group';
import { useStepForm } from '@/components/form/use-step-form';
import { SsnField } from '@/components/form/ssn-field';
import type { MutationOutcome } from '@/features/application/routing/mutation-outcome';
import {
  useApplication,
  useApplicationContext,
} from '@/features/application/routing/application-context';
import { useApplicationMutation } from '@/features/application/routing/use-application-mutation';
import { formErrorsOf } from '../form-errors';
import { HARD_PULL_TEXT_VERSION, HardPullAuthorization } from '../hard-pull-authorization';
import { IdentityGate } from '../identity-gate';
import { IDENTITY_QUERY_KEY, propertyOwnership, type StartIdentity } from '../identity-query';
import { nextAfterSave, readReturnTo } from '../return-to';
import { StartStepScreen } from '../start-step-screen';
import {
  PROFILE_FIELDS,
  profileFormSchema,
  type ProfileFormInput,
  type ProfileFormOutput,
} from './profile-schema';

const TITLE = 'Your home and Social Security number';
const OWNERSHIP_OPTIONS = [
  { value: 'OWNED', label: 'Yes' },
  { value: 'NOT_OWNED', label: 'No' },
] as const;

function ProfileForm({ identity }: { identity: StartIdentity }) {
  const { application } = useApplication();
  const returnTo = readReturnTo(useLocation().search);
  const queryClient = useQueryClient();
  const { followResolvedRoute } = useApplicationContext();
  const profile = useApplicationMutation<ProfileRequest>('/profile', { method: 'PUT' });
  const consent = useApplicationMutation<unknown>('/consents');
  const consentNeeded = !application.consents.some((item) => item.type === 'HARD_CREDIT_PULL');
  const ownership = propertyOwnership(identity, application.selectedPropertyUuid);

  const step = useStepForm<ProfileFormInput, ProfileFormOutput>({
    schema: profileFormSchema({ consentNeeded, ssnOnFile: identity.hasSsn }),
    defaultValues: {
      ...(ownership ? { propertyOwnership: ownership } : {}),
      ssn: '',
      hardPullConsent: false,
    },
    title: TITLE,
  });
  const { form, errorFor } = step;

  const show = (outcome: Exclude<MutationOutcome, { kind: 'done' }>) => {
    const errors = formErrorsOf(outcome, PROFILE_FIELDS);
    if (errors) step.showServerErrors(errors.fieldErrors, errors.formMessage);
  };

  const onSubmit = step.submitWith(async (values) => {
    // The first call of two: the new status is kept, the borrower moves on after the consent.
    const saved = await profile.submit(
      { ssn: values.ssn, propertyOwnership: values.propertyOwnership },
      { follow: false },
    );
    if (saved.kind !== 'done') return show(saved);
    void queryClient.invalidateQueries({ queryKey: IDENTITY_QUERY_KEY });
    const next = nextAfterSave(returnTo, 'start/contact');
    // Not the owner (a review), or the consent already on record: the profile was the last call.
    if (!consentNeeded || saved.status.state !== 'IN_PROGRESS') {
      return followResolvedRoute(next === undefined ? {} : { next });
    }
    const given = await consent.submit(
      { type: 'HARD_CREDIT_PULL', granted: true, textVersion: HARD_PULL_TEXT_VERSION },
      next === undefined ? {} : { next },
    );
    if (given.kind !== 'done') show(given);
  });

  const { property } = application;
  return (
    <StartStepScreen
      title={TITLE}
      previous="product/select"
      returnTo={returnTo}
      errorSummary={step.errorSummary}
      busy={step.busy}
      onSubmit={onSubmit}
    >
      <RadioGroup
        legend={`Do you own ${property.street1}, ${property.city}?`}
        hint="You need to be an owner on the title (deed) of the home to use it for a line of credit."
        inline
        options={OWNERSHIP_OPTIONS}
        error={errorFor('propertyOwnership')}
        {...form.register('propertyOwnership')}
      />
      <Controller
        control={form.control}
        name="ssn"
        render={({ field }) => (
          <SsnField
            name={field.name}
            label="Social Security number"
            hint={
              identity.ssnLast4
                ? `We have your number ending in ${identity.ssnLast4} on file. Leave this empty to keep it, or enter a new number.`
                : 'We use it to get your full credit report when you submit your application. It is encrypted and never shown in full.'
            }
            error={errorFor('ssn')}
            value={field.value}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
      {consentNeeded ? (
        <section aria-labelledby="hard-pull-title" className="mt-2">
          <h2 id="hard-pull-title" className="mb-2 text-lg font-semibold">
            Authorization to check your credit
          </h2>
          <p className="mb-3 text-muted">
            We check your full credit report when you submit your application. This is a hard credit
            inquiry, unlike the check for your pre-qualification.
          </p>
          <CheckboxField
            label={<HardPullAuthorization />}
            error={errorFor('hardPullConsent')}
            {...form.register('hardPullConsent')}
          />
        </section>
      ) : null}
    </StartStepScreen>
  );
}

/** More profile: ownership of the home, the SSN and, once, the hard-pull authorisation. */
export function ProfilePage() {
  return <IdentityGate>{(identity) => <ProfileForm identity={identity} />}</IdentityGate>;
}
