import { NAME_SUFFIXES } from '@openheloc/domain';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { stepCaption } from '../flow/captions';
import { StepPage } from './step-page';
import { usePersistedStep } from './use-persisted-step';

const HEADING = 'What is your legal name?';

/** Suffixes as they are written; the blank entry is the select's placeholder. */
const SUFFIX_OPTIONS = NAME_SUFFIXES.filter((suffix) => suffix !== '').map((suffix) => ({
  value: suffix,
  label: suffix === 'JR' ? 'Jr.' : suffix === 'SR' ? 'Sr.' : suffix,
}));

/** First, middle and last name and suffix, as on a government ID. */
export function LegalNameStep() {
  const { form, errorFor, errorSummary, onSubmit, busy, flow } = usePersistedStep('name', {
    title: HEADING,
    labels: {
      'name.firstName': 'First name',
      'name.middleName': 'Middle name',
      'name.lastName': 'Last name',
    },
  });
  return (
    <StepPage
      caption={stepCaption(flow.id, 'name')}
      heading={HEADING}
      intro={
        <p>
          Enter your name as it appears on your government-issued ID, such as a driver's license.
        </p>
      }
      errorSummary={errorSummary}
      onSubmit={onSubmit}
      busy={busy}
    >
      <TextField
        label="First name"
        autoComplete="given-name"
        spellCheck={false}
        error={errorFor('name.firstName')}
        {...form.register('name.firstName')}
      />
      <TextField
        label="Middle name"
        optional
        autoComplete="additional-name"
        spellCheck={false}
        error={errorFor('name.middleName')}
        {...form.register('name.middleName')}
      />
      <TextField
        label="Last name"
        autoComplete="family-name"
        spellCheck={false}
        error={errorFor('name.lastName')}
        {...form.register('name.lastName')}
      />
      <SelectField
        label="Suffix"
        optional
        placeholder="None"
        options={SUFFIX_OPTIONS}
        selectClassName="sm:max-w-48"
        error={errorFor('name.suffix')}
        {...form.register('name.suffix')}
      />
    </StepPage>
  );
}
