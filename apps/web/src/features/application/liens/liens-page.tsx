import {
  addCents,
  formatCents,
  joinServerErrors,
  LIENS_EXPLANATION_MAX_LENGTH,
  type LiensConfirmationRequest,
} from '@openheloc/domain';
import { FieldError, FieldHint, FieldLabel } from '@/components/form/field-parts';
import { describedBy, fieldId } from '@/components/form/field-ids';
import { groupClasses, inputClasses } from '@/components/form/input-classes';
import { RadioGroup } from '@/components/form/radio-group';
import { useStepForm } from '@/components/form/use-step-form';
import { Button } from '@/components/button';
import { FORM_SUBMIT_ID } from '@/components/form/form-actions';
import { linkClasses } from '@/components/link-classes';
import { useOrganization } from '@/lib/organization/organization-context';
import { telHref } from '@/lib/tel-href';
import { useApplication } from '../routing/application-context';
import { useApplicationMutation } from '../routing/use-application-mutation';
import { ApplicationScreen } from '../shell/application-screen';
import {
  lienDescription,
  liensPayload,
  zLiensForm,
  type LiensFormInput,
  type LiensFormValues,
} from './liens-form';

const TITLE = 'The loans on your home';

/**
 * The liens the property records and the credit report show, for the borrower to confirm
 * before choosing an offer: the new line's size depends on what is already owed.
 */
export function LiensPage() {
  const { application } = useApplication();
  const organization = useOrganization();
  const { submit } = useApplicationMutation<LiensConfirmationRequest>('/liens/confirm');
  const { form, errorFor, errorSummary, submitWith, showServerErrors, busy } = useStepForm<
    LiensFormInput,
    LiensFormValues
  >({
    schema: zLiensForm,
    defaultValues: { complete: '', explanation: '' },
    title: TITLE,
  });
  const answer = form.watch('complete');
  const { liens, property } = application;
  const total = addCents(...liens.map((lien) => lien.estimatedBalance));
  const phone = (
    <a className={linkClasses} href={telHref(organization.theme.supportPhoneNumber)}>
      {organization.footerData.phoneFormatted}
    </a>
  );

  const onSubmit = submitWith(async (values) => {
    const outcome = await submit(liensPayload(values));
    if (outcome.kind === 'invalid') {
      showServerErrors([], outcome.formMessage ?? joinServerErrors(outcome.fieldErrors));
    } else if (outcome.kind === 'failed') showServerErrors([], outcome.message);
  });

  return (
    <ApplicationScreen
      caption="Basic Info"
      title={TITLE}
      documentTitle={false}
      errorSummary={errorSummary}
      onSubmit={onSubmit}
      actions={<Button id={FORM_SUBMIT_ID} busy={busy} />}
    >
      <p>
        Property records and your credit report show these loans secured by{' '}
        <strong className="font-semibold">
          {property.street1}
          {property.street2 ? `, ${property.street2}` : ''}, {property.city}, {property.state}{' '}
          {property.zip}
        </strong>
        .
      </p>
      {liens.length > 0 ? (
        <ul className="mt-6 divide-y divide-line rounded-xl border border-line">
          {[...liens]
            .sort((a, b) => a.position - b.position)
            .map((lien) => (
              <li
                key={`${lien.position}-${lien.lenderName}`}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 p-4"
              >
                <div>
                  <p className="font-semibold">{lien.lenderName}</p>
                  <p className="text-sm text-muted">
                    {lienDescription(lien.position, lien.lienType)}
                  </p>
                  {lien.monthlyPayment !== null ? (
                    <p className="text-sm text-muted">
                      Monthly payment {formatCents(lien.monthlyPayment, 0)}
                    </p>
                  ) : null}
                </div>
                <p>
                  <span className="sr-only">Estimated balance: </span>
                  <span className="font-semibold">{formatCents(lien.estimatedBalance, 0)}</span>
                  <span className="block text-right text-sm text-muted" aria-hidden="true">
                    Estimated balance
                  </span>
                </p>
              </li>
            ))}
          {liens.length > 1 ? (
            <li className="flex justify-between gap-4 p-4 font-semibold">
              <span>Total owed</span>
              <span>{formatCents(total, 0)}</span>
            </li>
          ) : null}
        </ul>
      ) : (
        <p className="mt-6 rounded-xl border border-line p-4">
          We didn’t find any loans secured by this property.
        </p>
      )}
      <p className="mt-3 text-sm text-muted">
        Balances are estimates from the latest reports and may differ slightly from your statements.
      </p>

      <div className="mt-8">
        <RadioGroup
          legend={
            liens.length > 0
              ? 'Are these all the loans secured by this property?'
              : 'Is it right that no loans are secured by this property?'
          }
          hint="Include mortgages, home equity loans and lines of credit."
          error={errorFor('complete')}
          options={[
            { value: 'YES', label: 'Yes, that’s right' },
            { value: 'NO', label: 'No, something is missing or wrong' },
          ]}
          {...form.register('complete')}
        />
      </div>
      <div aria-live="polite">
        {answer === 'NO' ? (
          <div className="rounded-lg border-l-4 border-brand-700 bg-brand-50 p-4">
            <p className="font-semibold">Thanks for telling us. Here’s what happens next.</p>
            <p className="mt-2">
              We’ll pause your application so our team can check the loans on your home against a
              title report. We’ll contact you before anything changes, and your offer will be
              updated to match what we find.
            </p>
            <p className="mt-2">Questions? Call us at {phone}.</p>
          </div>
        ) : null}
      </div>
      {answer === 'NO' ? (
        <div className={['mt-6', groupClasses(Boolean(errorFor('explanation')))].join(' ')}>
          <FieldLabel name="explanation" optional>
            What’s missing or wrong?
          </FieldLabel>
          <FieldHint name="explanation">
            For example, a loan that’s missing, one you’ve paid off, or a balance that’s very
            different. Up to {LIENS_EXPLANATION_MAX_LENGTH} characters.
          </FieldHint>
          <textarea
            {...form.register('explanation')}
            id={fieldId('explanation')}
            rows={4}
            maxLength={LIENS_EXPLANATION_MAX_LENGTH}
            aria-invalid={errorFor('explanation') ? true : undefined}
            aria-describedby={describedBy('explanation', {
              hint: true,
              error: errorFor('explanation'),
            })}
            className={`mt-2 ${inputClasses({ invalid: Boolean(errorFor('explanation')) })}`}
          />
          <FieldError name="explanation" message={errorFor('explanation')} />
        </div>
      ) : null}
    </ApplicationScreen>
  );
}
