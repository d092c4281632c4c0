import type { CheckingAccountInput } from '@openheloc/domain';
import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '@/components/form/text-field';

interface AccountFieldsProps {
  form: UseFormReturn<CheckingAccountInput, unknown, unknown>;
  errorFor: (name: string) => string | undefined;
}

/** Routing number and account number, typed twice so that a slip is caught before it counts. */
export function AccountFields({ form, errorFor }: AccountFieldsProps) {
  const digits = { inputMode: 'numeric' as const, autoComplete: 'off', spellCheck: false };
  return (
    <>
      <TextField
        label="Routing number"
        hint="9 digits, at the bottom left of a check."
        inputClassName="sm:max-w-xs"
        error={errorFor('routingNumber')}
        maxLength={11}
        {...digits}
        {...form.register('routingNumber')}
      />
      <TextField
        label="Checking account number"
        hint="4 to 17 digits, after the routing number on a check."
        inputClassName="sm:max-w-xs"
        error={errorFor('accountNumber')}
        maxLength={20}
        {...digits}
        {...form.register('accountNumber')}
      />
      <TextField
        label="Confirm checking account number"
        inputClassName="sm:max-w-xs"
        error={errorFor('accountNumberConfirmation')}
        maxLength={20}
        {...digits}
        {...form.register('accountNumberConfirmation')}
      />
    </>
  );
}
