import { AddressTypeahead } from '@/components/form/address-typeahead/address-typeahead';
import { addressFocusTargets } from '@/components/form/address-typeahead/address-value';
import { stepCaption } from '../flow/captions';
import { StepPage } from './step-page';
import { usePersistedStep } from './use-persisted-step';

const HEADING = 'What is your home address?';

/** Asked when the property is a second home or an investment: where the borrower lives. */
export function HomeAddressStep() {
  const { form, errorSummary, onSubmit, busy, flow } = usePersistedStep('home', {
    title: HEADING,
    focusTargets: addressFocusTargets('homeAddress'),
  });
  return (
    <StepPage
      caption={stepCaption(flow.id, 'home')}
      heading={HEADING}
      intro={<p>This is the address where you live most of the year.</p>}
      errorSummary={errorSummary}
      onSubmit={onSubmit}
      busy={busy}
    >
      <AddressTypeahead
        control={form.control}
        name="homeAddress"
        label="Home address"
        hint="Start typing the street address, then choose it from the list."
      />
    </StepPage>
  );
}
