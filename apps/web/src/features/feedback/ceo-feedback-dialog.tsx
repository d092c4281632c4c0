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
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/button';
import { FieldError } from '@/components/form/field-parts';
import { describedBy, fieldId } from '@/components/form/field-ids';
import { inputClasses } from '@/components/form/input-classes';
import { RadioGroup } from '@/components/form/radio-group';
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
 * Radix's Overlay injects a <style> element the CSP forbids, so the backdrop is a plain element.
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
  const messageName = 'message';

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
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <div className="fixed inset-0 z-[60] bg-ink/60" aria-hidden="true" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[70] max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-[22px] font-bold">{CEO_FEEDBACK_TITLE}</Dialog.Title>
          <Dialog.Description className="mt-2 mb-4 text-muted">
            Our CEO reads what borrowers write. Tell us what to improve, or what went well.
          </Dialog.Description>
          <form noValidate onSubmit={submit}>
            {serverError ? (
              <div role="alert" className="mb-4 rounded-lg border-l-4 border-error bg-white p-3">
                <p className="font-semibold text-error">Your feedback was not sent</p>
                <p className="mt-1">{serverError}</p>
              </div>
            ) : null}
            <RadioGroup
              legend="What would you like to do?"
              error={errors.topic?.message}
              options={FEEDBACK_TOPICS.map((value) => ({
                value,
                label: FEEDBACK_TOPIC_LABELS[value],
              }))}
              {...form.register('topic')}
            />
            <div className="mb-6">
              <label htmlFor={fieldId(messageName)} className="block font-semibold">
                Your message
              </label>
              <p id={`${fieldId(messageName)}-hint`} className="mt-1 text-muted">
                From {CEO_FEEDBACK_MIN_LENGTH} to {CEO_FEEDBACK_MAX_LENGTH} characters.
              </p>
              <textarea
                id={fieldId(messageName)}
                rows={5}
                aria-invalid={errors.message ? true : undefined}
                aria-describedby={describedBy(messageName, { hint: true, error: errors.message })}
                className={`mt-2 ${inputClasses({ invalid: Boolean(errors.message) })}`}
                {...form.register(messageName)}
              />
              <FieldError name={messageName} message={errors.message?.message} />
            </div>
            <RadioGroup
              legend="May we use your feedback, with your first name and the first letter of your last name, in our marketing materials?"
              inline
              error={errors.marketingConsent?.message}
              options={YES_NO_ANSWERS.map((value) => ({ value, label: YES_NO_LABELS[value] }))}
              {...form.register('marketingConsent')}
            />
            <div className="flex flex-col gap-3 sm:flex-row-reverse">
              <Button busy={isSubmitting}>Send feedback</Button>
              <Dialog.Close asChild>
                <Button type="button" variant="secondary">
                  Cancel
                </Button>
              </Dialog.Close>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
