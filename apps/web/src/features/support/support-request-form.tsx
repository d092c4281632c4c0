import { zodResolver } from '@hookform/resolvers/zod';
import {
  zSupportRequestForm,
  type SupportRequestForm as SupportRequestValues,
  type SupportRequestFormInput,
} from '@openheloc/domain';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/button';
import { ErrorSummary } from '@/components/error-summary';
import { PhoneField } from '@/components/form/phone-field';
import { RadioGroup } from '@/components/form/radio-group';
import { TextAreaField } from '@/components/form/text-area-field';
import { TextField } from '@/components/form/text-field';

const LABELS: Record<keyof SupportRequestFormInput, string> = {
  kind: 'What would you like?',
  name: 'Name',
  emailAddress: 'Email address',
  phoneNumber: 'Phone number',
  message: 'Your message',
};

interface SupportRequestFormProps {
  defaults: { name: string; emailAddress: string };
  /** Rejects with the server's message when the request was not stored. */
  onSend: (values: SupportRequestValues) => Promise<void>;
}

/**
 * A message to operations or a request for a call back: name, e-mail, the number to call (for a
 * call back), the message. Operations answer by e-mail; the sender is told so.
 */
export function SupportRequestFormFields({ defaults, onSend }: SupportRequestFormProps) {
  const form = useForm<SupportRequestFormInput, unknown, SupportRequestValues>({
    resolver: zodResolver(zSupportRequestForm),
    defaultValues: { kind: 'MESSAGE', ...defaults, phoneNumber: '', message: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const [attempt, setAttempt] = useState(0);
  const [serverError, setServerError] = useState<string>();
  const [sentTo, setSentTo] = useState<{ email: string; callback: boolean } | null>(null);
  const { errors, isSubmitting } = form.formState;
  const kind = useWatch({ control: form.control, name: 'kind' });
  const summary = (Object.keys(LABELS) as (keyof SupportRequestFormInput)[]).flatMap((name) => {
    const message = errors[name]?.message;
    return message ? [{ fieldId: name, message: `${LABELS[name]}: ${message}` }] : [];
  });

  if (sentTo) {
    return (
      <div role="status" className="rounded-xl border border-line bg-brand-50 p-4">
        <p className="font-semibold">
          Thank you, we have your {sentTo.callback ? 'request' : 'message'}.
        </p>
        <p className="mt-1">
          {sentTo.callback
            ? 'We will call you back during our phone hours, and answer by e-mail at '
            : 'We will answer by e-mail at '}
          <span className="font-semibold break-all">{sentTo.email}</span>.
        </p>
      </div>
    );
  }

  return (
    <form
      noValidate
      aria-label="Send us a message"
      onSubmit={form.handleSubmit(
        async (values) => {
          setServerError(undefined);
          try {
            await onSend(values);
            setSentTo({ email: values.emailAddress, callback: values.kind === 'CALLBACK' });
          } catch (error) {
            setServerError(error instanceof Error ? error.message : String(error));
          }
        },
        () => setAttempt((count) => count + 1),
      )}
    >
      <ErrorSummary errors={summary} focusKey={attempt} />
      {serverError ? (
        <div role="alert" className="mb-4 rounded-lg border-l-4 border-error bg-white p-3">
          <p className="font-semibold text-error">Your message was not sent</p>
          <p className="mt-1">{serverError}</p>
        </div>
      ) : null}
      <RadioGroup
        legend={LABELS.kind}
        error={errors.kind?.message}
        options={[
          { value: 'MESSAGE', label: 'Send a message', hint: 'We answer by e-mail.' },
          {
            value: 'CALLBACK',
            label: 'Ask for a call back',
            hint: 'We call during our phone hours.',
          },
        ]}
        {...form.register('kind')}
      />
      <TextField
        label={LABELS.name}
        autoComplete="name"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        label={LABELS.emailAddress}
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.emailAddress?.message}
        {...form.register('emailAddress')}
      />
      <PhoneField
        label={LABELS.phoneNumber}
        optional={kind !== 'CALLBACK'}
        error={errors.phoneNumber?.message}
        {...form.register('phoneNumber')}
      />
      <TextAreaField
        label={LABELS.message}
        rows={5}
        error={errors.message?.message}
        {...form.register('message')}
      />
      <Button busy={isSubmitting}>Send</Button>
    </form>
  );
}
