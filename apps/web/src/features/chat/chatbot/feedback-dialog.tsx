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
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/button';
import { FieldError } from '@/components/form/field-parts';
import { describedBy, fieldId } from '@/components/form/field-ids';
import { inputClasses } from '@/components/form/input-classes';
import { RadioGroup } from '@/components/form/radio-group';

export const FEEDBACK_DIALOG_TITLE = 'Tell us more';

interface FeedbackDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (feedback: ChatbotFeedbackForm) => Promise<void>;
}

/**
 * The chatbot answer's 'Tell us more' dialog: a reason (required), and for 'other' up to 140
 * characters more. Radix's Overlay injects a <style> element the CSP forbids, so the backdrop
 * is a plain element.
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
  const infoName = 'additionalInformation';

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
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <div className="fixed inset-0 z-[60] bg-ink/60" aria-hidden="true" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[70] max-h-[90dvh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-[22px] font-bold">{FEEDBACK_DIALOG_TITLE}</Dialog.Title>
          <Dialog.Description className="mt-2 mb-4 text-muted">
            What was wrong with this answer?
          </Dialog.Description>
          <form noValidate onSubmit={submit}>
            {failed ? (
              <p role="alert" className="mb-4 font-semibold text-error">
                {CHAT_ALERT_MESSAGES.generic}
              </p>
            ) : null}
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
              <div className="mb-6">
                <label htmlFor={fieldId(infoName)} className="block font-semibold">
                  Additional information <span className="font-normal">(optional)</span>
                </label>
                <p id={`${fieldId(infoName)}-hint`} className="mt-1 text-muted">
                  At most {CHATBOT_FEEDBACK_MAX_LENGTH} characters.
                </p>
                <textarea
                  id={fieldId(infoName)}
                  rows={3}
                  aria-invalid={errors.additionalInformation ? true : undefined}
                  aria-describedby={describedBy(infoName, {
                    hint: true,
                    error: errors.additionalInformation,
                  })}
                  className={`mt-2 ${inputClasses({ invalid: Boolean(errors.additionalInformation) })}`}
                  {...form.register(infoName)}
                />
                <FieldError name={infoName} message={errors.additionalInformation?.message} />
              </div>
            ) : null}
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
