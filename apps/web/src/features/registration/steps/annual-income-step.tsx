import { REGISTRATION_INCOME_SOURCE_LABELS, REGISTRATION_INCOME_SOURCES } from '@openheloc/domain';
import { MoneyField } from '@/components/form/money-field';
import { SelectField } from '@/components/form/select-field';
import { stepCaption } from '../flow/captions';
import { StepPage } from './step-page';
import { usePersistedStep } from './use-persisted-step';

const HEADING = 'What is your annual income?';

const SOURCE_OPTIONS = REGISTRATION_INCOME_SOURCES.map((source) => ({
  value: source,
  label: REGISTRATION_INCOME_SOURCE_LABELS[source],
}));

/** Annual pre-tax income, other income and the main source, with the income footnotes. */
export function AnnualIncomeStep() {
  const { form, errorFor, errorSummary, onSubmit, busy, flow } = usePersistedStep('income', {
    title: HEADING,
    labels: { 'income.income': 'Annual pre-tax income', 'income.otherIncome': 'Other income' },
  });
  return (
    <StepPage
      caption={stepCaption(flow.id, 'income')}
      heading={HEADING}
      errorSummary={errorSummary}
      onSubmit={onSubmit}
      busy={busy}
      notes={
        <>
          <p>Your income may include community or marital income, if that applies in your state.</p>
          <p>
            You do not have to disclose alimony, child support or separate maintenance income if you
            do not want it considered as a basis for repaying this loan.
          </p>
        </>
      }
    >
      <MoneyField
        label="Annual pre-tax income"
        hint="Include bonuses and income from all of your jobs."
        inputClassName="sm:max-w-xs"
        error={errorFor('income.income')}
        {...form.register('income.income')}
      />
      <MoneyField
        label="Other income"
        optional
        hint="For example rental, investment or retirement income."
        inputClassName="sm:max-w-xs"
        error={errorFor('income.otherIncome')}
        {...form.register('income.otherIncome')}
      />
      <SelectField
        label="Primary source of annual income"
        placeholder="Select one"
        options={SOURCE_OPTIONS}
        error={errorFor('income.employmentType')}
        {...form.register('income.employmentType')}
      />
    </StepPage>
  );
}
