import { zodResolver } from '@hookform/resolvers/zod';
import {
  zChatPreEngagement,
  zChatPreEngagementWithAgent,
  type ChatPreEngagementWithAgent,
} from '@openheloc/domain';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/button';
import { ErrorSummary } from '@/components/error-summary';
import { TextField } from '@/components/form/text-field';

export type PreEngagementValues = { friendlyName: string; emailAddress: string; agentId?: string };

interface PreEngagementFormProps {
  defaults: { friendlyName: string; emailAddress: string };
  /** Non-production stream mode: the agent to talk to. */
  withAgentPicker: boolean;
  onStart: (values: PreEngagementValues) => Promise<void>;
  /** The welcome and the hours, above the fields. */
  intro: ReactNode;
}

const LABELS: Record<string, string> = {
  friendlyName: 'Name',
  emailAddress: 'Email address',
  agentId: 'Agent ID',
};

/** Name and Email address, then 'Start chat'; messages exactly as spec section 5 words them. */
export function PreEngagementForm({
  defaults,
  withAgentPicker,
  onStart,
  intro,
}: PreEngagementFormProps) {
  const form = useForm<PreEngagementValues, unknown, PreEngagementValues>({
    resolver: zodResolver(
      (withAgentPicker
        ? zChatPreEngagementWithAgent
        : zChatPreEngagement) as typeof zChatPreEngagementWithAgent,
    ) as never,
    defaultValues: { ...defaults, agentId: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const [attempt, setAttempt] = useState(0);
  const { errors, isSubmitting } = form.formState;
  const errorFor = (name: keyof ChatPreEngagementWithAgent) => errors[name]?.message;
  const summary = (['friendlyName', 'emailAddress', 'agentId'] as const).flatMap((name) => {
    const message = errorFor(name);
    return message ? [{ fieldId: name, message: `${LABELS[name]}: ${message}` }] : [];
  });

  return (
    <form
      noValidate
      className="overflow-y-auto px-4 py-4"
      onSubmit={form.handleSubmit(onStart, () => setAttempt((count) => count + 1))}
    >
      <ErrorSummary errors={summary} focusKey={attempt} />
      <div className="mb-4">{intro}</div>
      <p className="mb-4">Tell us who you are to start.</p>
      <TextField
        label="Name"
        autoComplete="name"
        error={errorFor('friendlyName')}
        {...form.register('friendlyName')}
      />
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        error={errorFor('emailAddress')}
        {...form.register('emailAddress')}
      />
      {withAgentPicker ? (
        <TextField
          label="Agent ID"
          hint="Non-production only: the agent this chat goes to."
          error={errorFor('agentId')}
          {...form.register('agentId')}
        />
      ) : null}
      <Button busy={isSubmitting} fullWidth>
        Start chat
      </Button>
    </form>
  );
}
