import { YES_NO_ANSWERS, YES_NO_LABELS } from '@openheloc/domain';
import { RadioGroup } from '@/components/form/radio-group';
import { useOrganization } from '@/lib/organization/organization-context';
import { stepCaption } from '../flow/captions';
import { forSaleQuestion } from '../flow/for-sale-question';
import { StepPage } from './step-page';
import { usePersistedStep } from './use-persisted-step';

const OPTIONS = YES_NO_ANSWERS.map((answer) => ({ value: answer, label: YES_NO_LABELS[answer] }));

/** Yes or No: is the property for sale (or, for some lenders, about to be listed)? */
export function ForSaleStep() {
  const question = forSaleQuestion(useOrganization().orgCode);
  const { form, errorFor, errorSummary, onSubmit, busy, flow } = usePersistedStep('forSale', {
    title: question,
    labels: { isListedForSale: 'For sale' },
  });
  return (
    <StepPage
      caption={stepCaption(flow.id, 'forSale')}
      errorSummary={errorSummary}
      onSubmit={onSubmit}
      busy={busy}
    >
      <RadioGroup
        legend={question}
        legendAsHeading
        inline
        options={OPTIONS}
        error={errorFor('isListedForSale')}
        {...form.register('isListedForSale')}
      />
    </StepPage>
  );
}
