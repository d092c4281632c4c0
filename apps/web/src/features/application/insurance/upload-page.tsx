import { INSURANCE_KIND_LABELS, zInsuranceKind, type InsuranceKind } from '@openheloc/domain';
import { z } from 'zod';
import { useController } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/button';
import { FileUploadField } from '@/components/form/file-upload-field';
import { FORM_SUBMIT_ID } from '@/components/form/form-actions';
import { MoneyField } from '@/components/form/money-field';
import { TextField } from '@/components/form/text-field';
import { useStepForm } from '@/components/form/use-step-form';
import { useApplicationContext } from '@/features/application/routing/application-context';
import { useApplicationMutation } from '@/features/application/routing/use-application-mutation';
import { ApplicationScreen } from '@/features/application/shell/application-screen';
import { formErrorsOf } from '@/features/application/start/form-errors';
import { INSURANCE_CAPTION } from './insurance-caption';
import {
  zInsuranceForm,
  type InsuranceFormInput,
  type InsuranceFormValues,
} from './insurance-form';

const FIELDS = [
  'carrier',
  'policyNumber',
  'coverageAmount',
  'expirationDate',
  'declarationPage',
] as const;

type InsuranceBody = Omit<InsuranceFormValues, 'declarationPage'> & {
  kind: InsuranceKind;
  declarationPageDocumentUuid: string;
};

/** The policy asked for: ?kind= when it is one still missing, else the first missing one. */
function kindToAdd(
  asked: string | null,
  missing: readonly InsuranceKind[],
  required: readonly InsuranceKind[],
) {
  const parsed = z.safeParse(zInsuranceKind, asked);
  if (parsed.success && required.includes(parsed.data)) return parsed.data;
  return missing[0] ?? 'HAZARD';
}

/**
 * insurance/upload: one policy (homeowner's or flood): the company, number, coverage and expiry
 * from its declarations page, and the page itself. The requirements page then says what is left.
 */
export function UploadPage() {
  const { application, uuid } = useApplicationContext();
  const [params] = useSearchParams();
  const kind = kindToAdd(
    params.get('kind'),
    application.insurance.missing,
    application.insurance.required,
  );
  const label = INSURANCE_KIND_LABELS[kind];
  const title = `Tell us about your ${label.toLowerCase()}`;
  const save = useApplicationMutation<InsuranceBody>('/insurance');
  const step = useStepForm<InsuranceFormInput, InsuranceFormValues>({
    schema: zInsuranceForm,
    defaultValues: {
      carrier: '',
      policyNumber: '',
      coverageAmount: '',
      expirationDate: '',
      declarationPage: null,
    },
    title,
  });

  const { field: declarationPage } = useController({
    control: step.form.control,
    name: 'declarationPage',
  });

  const onSubmit = step.submitWith(async ({ declarationPage: document, ...values }) => {
    const outcome = await save.submit(
      { ...values, kind, declarationPageDocumentUuid: document.uuid },
      { next: 'insurance/requirements' },
    );
    if (outcome.kind === 'done') return;
    const errors = formErrorsOf(outcome, FIELDS);
    if (errors) step.showServerErrors(errors.fieldErrors, errors.formMessage);
  });

  return (
    <ApplicationScreen
      caption={INSURANCE_CAPTION}
      title={title}
      documentTitle={false}
      back="insurance/requirements"
      errorSummary={step.errorSummary}
      onSubmit={onSubmit}
      actions={
        <Button id={FORM_SUBMIT_ID} busy={step.busy || save.isPending}>
          Continue
        </Button>
      }
    >
      <p className="mb-6">Everything we ask for is on the declarations page of your policy.</p>
      <TextField
        label="Insurance company"
        autoComplete="organization"
        error={step.errorFor('carrier')}
        maxLength={128}
        {...step.form.register('carrier')}
      />
      <TextField
        label="Policy number"
        inputClassName="sm:max-w-xs"
        spellCheck={false}
        error={step.errorFor('policyNumber')}
        maxLength={64}
        {...step.form.register('policyNumber')}
      />
      <MoneyField
        label={kind === 'FLOOD' ? 'Building coverage' : 'Dwelling coverage'}
        hint="The amount the policy pays to rebuild your home."
        inputClassName="sm:max-w-xs"
        error={step.errorFor('coverageAmount')}
        {...step.form.register('coverageAmount')}
      />
      <TextField
        type="date"
        label="Expiration date"
        hint="The last day of the current policy period."
        inputClassName="sm:max-w-xs"
        error={step.errorFor('expirationDate')}
        {...step.form.register('expirationDate')}
      />
      <div className="mb-6">
        <FileUploadField
          name="declarationPage"
          label="Declarations page"
          applicationUuid={uuid}
          documentType={kind === 'FLOOD' ? 'PROOFOFFLOODINSURANCE' : 'PROOFOFHAZARDINSURANCE'}
          value={declarationPage.value}
          onChange={declarationPage.onChange}
          error={step.errorFor('declarationPage')}
        />
      </div>
    </ApplicationScreen>
  );
}
