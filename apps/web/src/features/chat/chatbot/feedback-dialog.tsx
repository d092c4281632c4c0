import { zodResolver } from '@hookform/resolvers/zod';
import {
  CHAT_ALERT_MESSAGES,
  CHATBOT_DOWNVOTE_OTHER_REASON,
  CHATBOT_DOWNVOTE_REASON_LABELS,
  CHATBOT_DOWNVOTE_REASONS,
  CHATBOT_FEEDBACK_MAX_LENGTH,
  zChatbotFeedbackForm,
  type ChatbotFeedbackForm,
  type ChatbotFeedbackFormInput,
} from '@openheloc/domain';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormDialog } from '@/components/form-dialog';
import { RadioGroup } from '@/components/form/radio-group';
import { TextAreaField } from '@/components/form/text-area-field';

export const FEEDBACK_DIALOG_TITLE = 'Tell us more';

interface FeedbackDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (feedback: ChatbotFeedbackForm) => Promise<void>;
}

/**
 * The chatbot answer's 'Tell us more' dialog: a reason (required), and for 'other' up to 140
 * characters more.
 */
export function FeedbackDialog({ open, onOpenChange, onSubmit }: FeedbackDialogProps) {
  const form = useForm<ChatbotFeedbackFormInput, unknown, ChatbotFeedbackForm>({
    resolver: zodResolver(zChatbotFeedbackForm),
    defaultValues: { additionalInformation: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [failed, setFailed] = useState(false);
  const reason = useWatch({ control: form.control, name: 'reason' });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailed(false);
    try {
      await onSubmit(values);
      form.reset();
      onOpenChange(false);
    } catch {
      setFailed(true);
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={FEEDBACK_DIALOG_TITLE}
      description="What was wrong with this answer?"
      onSubmit={submit}
      submitLabel="Send feedback"
      busy={isSubmitting}
      alert={
        failed ? (
          <p role="alert" className="mb-4 font-semibold text-error">
            {CHAT_ALERT_MESSAGES.generic}
          </p>
        ) : null
      }
    >
      <RadioGroup
        legend="Reason"
        error={errors.reason?.message}
        options={CHATBOT_DOWNVOTE_REASONS.map((value) => ({
          value,
          label: CHATBOT_DOWNVOTE_REASON_LABELS[value],
        }))}
        {...form.register('reason')}
      />
      {reason === CHATBOT_DOWNVOTE_OTHER_REASON ? (
        <TextAreaField
          label="Additional information"
          optional
          hint={`At most ${CHATBOT_FEEDBACK_MAX_LENGTH} characters.`}
          rows={3}
          error={errors.additionalInformation?.message}
          {...form.register('additionalInformation')}
        />
      ) : null}
    </FormDialog>
  );
}
