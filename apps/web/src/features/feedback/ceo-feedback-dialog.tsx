import { zodResolver } from '@hookform/resolvers/zod';
import {
  CEO_FEEDBACK_MAX_LENGTH,
  CEO_FEEDBACK_MIN_LENGTH,
  FEEDBACK_TOPIC_LABELS,
  FEEDBACK_TOPICS,
  YES_NO_ANSWERS,
  YES_NO_LABELS,
  zCeoFeedbackForm,
  type CeoFeedbackForm,
  type CeoFeedbackFormInput,
} from '@openheloc/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/form-dialog';
import { RadioGroup } from '@/components/form/radio-group';
import { TextAreaField } from '@/components/form/text-area-field';
import { CEO_FEEDBACK_TITLE } from './ceo-feedback-copy';

interface CeoFeedbackDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Rejects with the server's message when the feedback could not be stored. */
  onSubmit: (feedback: CeoFeedbackForm) => Promise<void>;
}

/**
 * The feedback dialog: topic, message (10 to 1000 characters) and the marketing consent as a
 * Yes/No question, with the spec's messages; a server error shows in an alert above the form.
 */
export function CeoFeedbackDialog({ open, onOpenChange, onSubmit }: CeoFeedbackDialogProps) {
  const form = useForm<CeoFeedbackFormInput, unknown, CeoFeedbackForm>({
    resolver: zodResolver(zCeoFeedbackForm),
    defaultValues: { message: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [serverError, setServerError] = useState<string>();
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setServerError(undefined);
    try {
      await onSubmit(values);
      form.reset();
      onOpenChange(false);
    } catch (error) {
      setServerError(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={CEO_FEEDBACK_TITLE}
      description="Our CEO reads what borrowers write. Tell us what to improve, or what went well."
      onSubmit={submit}
      submitLabel="Send feedback"
      busy={isSubmitting}
      size="lg"
      alert={
        serverError ? (
          <div role="alert" className="mb-4 rounded-lg border-l-4 border-error bg-white p-3">
            <p className="font-semibold text-error">Your feedback was not sent</p>
            <p className="mt-1">{serverError}</p>
          </div>
        ) : null
      }
    >
      <RadioGroup
        legend="What would you like to do?"
        error={errors.topic?.message}
        options={FEEDBACK_TOPICS.map((value) => ({
          value,
          label: FEEDBACK_TOPIC_LABELS[value],
        }))}
        {...form.register('topic')}
      />
      <TextAreaField
        label="Your message"
        hint={`From ${CEO_FEEDBACK_MIN_LENGTH} to ${CEO_FEEDBACK_MAX_LENGTH} characters.`}
        rows={5}
        error={errors.message?.message}
        {...form.register('message')}
      />
      <RadioGroup
        legend="May we use your feedback, with your first name and the first letter of your last name, in our marketing materials?"
        inline
        error={errors.marketingConsent?.message}
        options={YES_NO_ANSWERS.map((value) => ({ value, label: YES_NO_LABELS[value] }))}
        {...form.register('marketingConsent')}
      />
    </FormDialog>
  );
}
