import { useLayoutEffect, useRef } from 'react';
import { sendSupportRequest } from '@/features/support/support-api';
import { SupportRequestFormFields } from '@/features/support/support-request-form';
import type { ChatbotSession } from '../session/session-records';

interface LeaveMessagePanelProps {
  session: ChatbotSession;
  applicationUuid: string | null;
  onBack: () => void;
}

/**
 * Outside chat hours: a message or a call-back request to operations, sent with the chatbot
 * conversation so that whoever answers reads what was asked. The answer comes by e-mail.
 */
export function LeaveMessagePanel({ session, applicationUuid, onBack }: LeaveMessagePanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => heading.current?.focus(), []);
  return (
    <div className="flex-1 overflow-y-auto px-4 py-4">
      <h3 ref={heading} tabIndex={-1} className="mb-2 text-lg font-bold focus:outline-none">
        Leave a message
      </h3>
      <p className="mb-4 text-muted">
        Our agents are away. Write to us or ask for a call back; we answer by e-mail.
      </p>
      <SupportRequestFormFields
        defaults={{ name: session.friendlyName, emailAddress: session.emailAddress }}
        onSend={async (values) => {
          await sendSupportRequest(values, {
            source: 'CHATBOT',
            pathname: window.location.pathname,
            applicationUuid,
            ...(session.conversationId ? { chatbotConversationId: session.conversationId } : {}),
          });
        }}
      />
      <button
        type="button"
        onClick={onBack}
        className="mt-4 min-h-11 w-full font-semibold text-brand-700 underline underline-offset-4"
      >
        Back to the chat
      </button>
    </div>
  );
}
