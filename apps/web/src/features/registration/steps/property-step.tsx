import {
  DSCR_PRODUCT,
  OCCUPANCY_TYPE_LABELS,
  OCCUPANCY_TYPES,
  productForOccupancy,
  type OccupancyType,
} from '@openheloc/domain';
import { AddressTypeahead } from '@/components/form/address-typeahead/address-typeahead';
import { addressFocusTargets } from '@/components/form/address-typeahead/address-value';
import { RadioGroup } from '@/components/form/radio-group';
import { useOrganization } from '@/lib/organization/organization-context';
import { stepCaption } from '../flow/captions';
import { StepPage } from './step-page';
import { usePersistedStep } from './use-persisted-step';

const HEADING = 'Which property do you want to borrow against?';

const OCCUPANCY_HINTS: Record<OccupancyType, string> = {
  PRIMARY: 'You live here most of the year.',
  SECONDARY: 'A second or vacation home you live in for part of the year.',
  INVESTMENT: 'You rent it out or hold it as an investment.',
};

/**
 * Where the lender offers the DSCR loan, an investment property gets it instead of the HELOC
 * (decision 0050): the choice says so before it is made.
 */
const DSCR_HINT =
  'You rent it out or hold it as an investment. We’ll offer you a DSCR loan, qualified on its rent, instead of a home equity line of credit.';

function occupancyOptions(offersDscr: boolean) {
  return OCCUPANCY_TYPES.map((type) => ({
    value: type,
    label: OCCUPANCY_TYPE_LABELS[type],
    hint: type === 'INVESTMENT' && offersDscr ? DSCR_HINT : OCCUPANCY_HINTS[type],
  }));
}

/** The property to finance (address lookup) and how it is occupied. */
export function PropertyStep() {
  const { form, errorFor, errorSummary, onSubmit, busy, flow } = usePersistedStep('property', {
    title: HEADING,
    focusTargets: addressFocusTargets('propertyAddress'),
  });
  const offersDscr = productForOccupancy(useOrganization().meta, 'INVESTMENT') === DSCR_PRODUCT;
  return (
    <StepPage
      caption={stepCaption(flow.id, 'property')}
      heading={HEADING}
      errorSummary={errorSummary}
      onSubmit={onSubmit}
      busy={busy}
    >
      <AddressTypeahead
        control={form.control}
        name="propertyAddress"
        label="Property address"
        hint="Start typing the street address, then choose it from the list."
      />
      <RadioGroup
        legend="How do you use this property?"
        options={occupancyOptions(offersDscr)}
        error={errorFor('occupancyType')}
        {...form.register('occupancyType')}
      />
    </StepPage>
  );
}
