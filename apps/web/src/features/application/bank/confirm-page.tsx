import {
  AUTOPAY_AUTHORIZATION_REQUIRED_MESSAGE,
  AUTOPAY_AUTHORIZATION_VERSION,
  autopayAuthorizationText,
  autopaySavingText,
  formatBasisPoints,
  type BankAccountRequest,
} from '@openheloc/domain';
import { Link, Navigate } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/button';
import { CheckboxField } from '@/components/form/checkbox-field';
import { FORM_SUBMIT_ID } from '@/components/form/form-actions';
import { useStepForm } from '@/components/form/use-step-form';
import { linkClasses } from '@/components/link-classes';
import { useOrganization } from '@/lib/organization/organization-context';
import { useApplicationContext } from '@/features/application/routing/application-context';
import { useApplicationMutation } from '@/features/application/routing/use-application-mutation';
import { ApplicationScreen } from '@/features/application/shell/application-screen';
import { formErrorsOf } from '@/features/application/start/form-errors';
import { autopayRates } from './autopay-rates';
import { BANK_CAPTION } from './bank-caption';
import { useBankDraft } from './bank-draft';

const TITLE = 'Check your bank details';
type ConfirmInput = { authorized: boolean };

const last4 = (accountNumber: string) => `****${accountNumber.slice(-4)}`;

/**
 * bank/confirm: the accounts (last 4 digits only) and the payment choice, with the written
 * autopay authorization to accept when autopay was chosen; sending it starts the bank check.
 */
export function ConfirmPage() {
  const { uuid, application, pathTo } = useApplicationContext();
  const organization = useOrganization();
  const { draft, forget } = useBankDraft(uuid);
  const save = useApplicationMutation<BankAccountRequest>('/bank-accounts');
  const autopay = draft.autopay !== undefined && draft.autopay !== 'MANUAL';
  const schema = z.object({
    authorized: autopay
      ? z.literal(true, { error: AUTOPAY_AUTHORIZATION_REQUIRED_MESSAGE })
      : z.boolean(),
  });
  const step = useStepForm<ConfirmInput, ConfirmInput>({
    schema,
    defaultValues: { authorized: false },
    title: TITLE,
  });
  const { disbursement, autopayAccount } = draft;
  if (!disbursement) return <Navigate to={pathTo('bank/disburse')} replace />;
  if (!draft.autopay) return <Navigate to={pathTo('bank/autopay')} replace />;
  if (draft.autopay === 'OTHER_ACCOUNT' && !autopayAccount) {
    return <Navigate to={pathTo('bank/autopay-manual')} replace />;
  }
  const debited =
    draft.autopay === 'OTHER_ACCOUNT' && autopayAccount ? autopayAccount : disbursement;
  const rates = autopayRates(application);
  const authorization = autopayAuthorizationText({
    lenderName: organization.brandName,
    accountMask: last4(debited.accountNumber),
    supportPhone: organization.footerData.phoneFormatted,
  });

  const onSubmit = step.submitWith(async () => {
    const outcome = await save.submit({
      disbursement,
      autopay: draft.autopay ?? 'MANUAL',
      ...(draft.autopay === 'OTHER_ACCOUNT' && autopayAccount ? { autopayAccount } : {}),
      ...(autopay ? { autopayAuthorization: { textVersion: AUTOPAY_AUTHORIZATION_VERSION } } : {}),
    });
    if (outcome.kind === 'done') {
      forget();
      return;
    }
    const errors = formErrorsOf(outcome, ['authorized']);
    if (errors) step.showServerErrors(errors.fieldErrors, errors.formMessage);
  });

  const rows = [
    {
      label: 'Account for your money',
      value: `Checking account ${last4(disbursement.accountNumber)}, routing number ${disbursement.routingNumber}`,
      change: 'bank/manual-disburse',
      hidden: 'the account for your money',
    },
    {
      label: 'Monthly payments',
      value: autopay
        ? `Autopay from checking account ${last4(debited.accountNumber)}`
        : 'You pay each month yourself',
      change: 'bank/autopay',
      hidden: 'how you make your monthly payments',
    },
    ...(rates
      ? [
          {
            label: 'Your rate',
            value: autopay
              ? `${formatBasisPoints(rates.aprWithAutopay, 2)} APR. ${autopaySavingText(rates)}.`
              : `${formatBasisPoints(rates.aprWithoutAutopay, 2)} APR`,
            change: null,
            hidden: '',
          },
        ]
      : []),
  ];

  return (
    <ApplicationScreen
      caption={BANK_CAPTION}
      title={TITLE}
      documentTitle={false}
      back={autopay && draft.autopay === 'OTHER_ACCOUNT' ? 'bank/autopay-manual' : 'bank/autopay'}
      errorSummary={step.errorSummary}
      onSubmit={onSubmit}
      commits
      actions={
        <Button id={FORM_SUBMIT_ID} busy={step.busy || save.isPending}>
          {autopay ? 'Accept and continue' : 'Continue'}
        </Button>
      }
    >
      <dl className="mb-8 border-t border-line">
        {rows.map((row) => (
          <div
            key={row.label}
            className="grid gap-1 border-b border-line py-3 sm:grid-cols-[11rem_minmax(0,1fr)_auto] sm:gap-4"
          >
            <dt className="font-semibold">{row.label}</dt>
            <dd className="break-words">{row.value}</dd>
            {row.change ? (
              <dd className="sm:text-right">
                <Link to={pathTo(row.change)} className={linkClasses}>
                  Change<span className="sr-only"> {row.hidden}</span>
                </Link>
              </dd>
            ) : null}
          </div>
        ))}
      </dl>
      {autopay ? (
        <section aria-labelledby="autopay-authorization">
          <h2 id="autopay-authorization" className="text-lg font-semibold">
            Autopay authorization
          </h2>
          <div className="mt-3 space-y-3 rounded-lg border border-line p-4 text-sm">
            {authorization.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className="mt-4">
            <CheckboxField
              label="I authorize autopay as written above"
              error={step.errorFor('authorized')}
              {...step.form.register('authorized')}
            />
          </div>
        </section>
      ) : null}
      <p className="text-sm text-muted">
        When you continue, we check the account with your bank. This usually takes a few seconds.
      </p>
    </ApplicationScreen>
  );
}
