import {
  CEO_FEEDBACK_MAX_LENGTH,
  CHAT_SURVEY_QUESTIONS,
  CHAT_SURVEY_SATISFACTION_LABELS,
} from '@openheloc/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { FormActions } from '@/components/form/form-actions';
import { RadioGroup } from '@/components/form/radio-group';
import { TextAreaField } from '@/components/form/text-area-field';
import { useStepForm } from '@/components/form/use-step-form';
import { PageHeading } from '@/components/page-heading';
import { Spinner } from '@/components/spinner';
import { isFetchError } from '@/lib/fetch-error';
import { answerChatSurvey, fetchChatSurvey } from './survey-api';
import { surveyTokenOf } from './survey-link';
import {
  zChatSurveyForm,
  type ChatSurveyFormInput,
  type ChatSurveyFormOutput,
} from './survey-form';

const TITLE = 'How did we do?';

/**
 * The satisfaction survey a borrower reaches from the ended chat, in a new tab: how satisfied,
 * whether the question was answered, and any comment. Each chat is answered once.
 */
export function ChatSurveyPage() {
  const [params] = useSearchParams();
  const contactId = params.get('interactionId') ?? '';
  const token = surveyTokenOf(useLocation().hash);
  const [done, setDone] = useState(false);
  const survey = useQuery({
    queryKey: ['chat', 'survey', contactId],
    queryFn: () => fetchChatSurvey(contactId, token),
    enabled: contactId !== '' && token !== '',
  });
  const { form, errorFor, errorSummary, submitWith, showServerErrors, busy } = useStepForm<
    ChatSurveyFormInput,
    ChatSurveyFormOutput
  >({
    schema: zChatSurveyForm,
    defaultValues: { comments: '' },
    title: TITLE,
    labels: { satisfaction: 'Satisfaction', resolved: 'Answered' },
  });

  const onSubmit = submitWith(async (answers) => {
    try {
      await answerChatSurvey(contactId, token, answers);
      setDone(true);
    } catch (error) {
      showServerErrors([], isFetchError(error) ? error.message : undefined);
    }
  });

  const frame = (content: React.ReactNode) => (
    <div className="mx-auto w-full max-w-[560px] px-4 py-10 sm:px-6 sm:py-16">{content}</div>
  );

  if (contactId === '' || token === '' || survey.isError) {
    return frame(
      <>
        <PageHeading caption="Chat survey">We could not find this survey</PageHeading>
        <p>The link may be incomplete. Open the survey again from the chat that has ended.</p>
      </>,
    );
  }
  if (!survey.data) {
    return frame(
      <p role="status" className="flex items-center gap-2">
        <Spinner /> Loading the survey
      </p>,
    );
  }
  if (done || survey.data.answered) {
    return frame(
      <>
        <PageHeading caption="Chat survey">Thank you for your feedback</PageHeading>
        <p>
          {done
            ? 'Your answers help us improve how we help borrowers. You can close this tab.'
            : 'This survey has already been answered. You can close this tab.'}
        </p>
      </>,
    );
  }

  const commentsError = errorFor('comments');
  return frame(
    <>
      {errorSummary}
      <PageHeading caption="Chat survey">{TITLE}</PageHeading>
      <p className="mb-6">
        {survey.data.agentName
          ? `Tell us about your chat with ${survey.data.agentName}.`
          : 'Tell us about your chat.'}
      </p>
      <form noValidate onSubmit={onSubmit}>
        <RadioGroup
          legend={CHAT_SURVEY_QUESTIONS.satisfaction}
          error={errorFor('satisfaction')}
          options={CHAT_SURVEY_SATISFACTION_LABELS.map((label, index) => ({
            value: String(index + 1),
            label,
          }))}
          {...form.register('satisfaction')}
        />
        <RadioGroup
          legend={CHAT_SURVEY_QUESTIONS.resolved}
          error={errorFor('resolved')}
          inline
          options={[
            { value: 'YES', label: 'Yes' },
            { value: 'NO', label: 'No' },
          ]}
          {...form.register('resolved')}
        />
        <TextAreaField
          label={CHAT_SURVEY_QUESTIONS.comments}
          hint={`At most ${CEO_FEEDBACK_MAX_LENGTH} characters.`}
          rows={4}
          error={commentsError}
          {...form.register('comments')}
        />
        <FormActions busy={busy}>Send</FormActions>
      </form>
    </>,
  );
}
