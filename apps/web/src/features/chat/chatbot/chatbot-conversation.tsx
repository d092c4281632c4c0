import type { ChatbotFeedbackForm } from '@openheloc/domain';
import { useEffect, useState, type ReactNode } from 'react';
import type { ChatAlertKey, WidgetMessage } from '../chat-types';
import { isComposerVisible } from '../mode/composer-visibility';
import type { ChatSessions } from '../session/chat-sessions';
import type { ChatbotSession } from '../session/session-records';
import type { ChatVisitor } from '../visitor/chat-visitor';
import { Composer } from '../widget/composer';
import { EndedPanel } from '../widget/ended-panel';
import { MessageList } from '../widget/message-list';
import { TypingIndicator } from '../widget/typing-indicator';
import { askChatbot, sendChatbotFeedback } from './chatbot-api';
import { DownvoteButton } from './downvote-button';
import { FeedbackDialog } from './feedback-dialog';
import { handOverTranscript } from './hand-over-transcript';
import { historyMessages } from './history-messages';
import { LeaveMessagePanel } from './leave-message-panel';
import { useChatbotHistory } from './use-chatbot-history';

interface ChatbotConversationProps {
  session: ChatbotSession;
  sessions: ChatSessions;
  visitor: ChatVisitor;
  nonce: string | null;
  isOpen: boolean;
  hoursText: string | null;
  allowList: readonly string[];
  intro: ReactNode;
  onAlert: (alert: ChatAlertKey | null) => void;
  onStartNew: () => void;
  /** 'Talk to a person' in chat hours: the conversation and its history go to the live queue. */
  onHandOver: (session: ChatbotSession, transcript: string) => Promise<void>;
}

/**
 * The chatbot: the history (the latest 20 first), questions and answers, a downvote with
 * 'Tell us more' under the latest answer, and the end once the session has been idle 10 minutes.
 */
export function ChatbotConversation(props: ChatbotConversationProps) {
  const { visitor, nonce, sessions, onAlert } = props;
  const [session, setSession] = useState(props.session);
  const history = useChatbotHistory(session.conversationId);
  const [pending, setPending] = useState<WidgetMessage | null>(null);
  const [expired, setExpired] = useState(() => session.expiration <= Date.now());
  const [downvoted, setDownvoted] = useState<string | null>(null);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const [leavingMessage, setLeavingMessage] = useState(false);
  const [handingOver, setHandingOver] = useState(false);

  useEffect(() => {
    if (history.failed) onAlert('generic');
  }, [history.failed, onAlert]);

  // The expiry timer: 10 minutes after the last activity the chat ends.
  useEffect(() => {
    const timer = setTimeout(() => setExpired(true), Math.max(0, session.expiration - Date.now()));
    return () => clearTimeout(timer);
  }, [session.expiration]);

  const messages = historyMessages(history.items);
  const latestAnswer = messages.findLast((message) => message.author === 'chatbot');

  const send = async (text: string): Promise<boolean> => {
    const touched = sessions.saveChatbot(session, Date.now());
    setSession(touched);
    setPending({
      id: 'pending',
      author: 'customer',
      text,
      attachments: [],
      sentAt: new Date().toISOString(),
    });
    onAlert(null);
    try {
      const answer = await askChatbot({
        applicationId: visitor.applicationUuid ?? undefined,
        conversationId: session.conversationId,
        message: text,
        nonce: nonce ?? undefined,
        organization: visitor.organization.orgCode,
        pageUrl: window.location.href,
        senderId: session.emailAddress,
        tag: visitor.organization.brandName,
      });
      history.append(answer);
      setSession(
        sessions.saveChatbot({ ...touched, conversationId: answer.conversationId }, Date.now()),
      );
      return true;
    } catch {
      onAlert('generic');
      return false;
    } finally {
      setPending(null);
    }
  };

  const sendFeedback = async ({ reason, additionalInformation }: ChatbotFeedbackForm) => {
    if (!latestAnswer?.questionId || !session.conversationId) return;
    await sendChatbotFeedback({
      questionId: latestAnswer.questionId,
      conversationId: session.conversationId,
      responseToCustomer: latestAnswer.text,
      reason,
      feedbackMessage: additionalInformation || reason,
      senderEmail: session.emailAddress,
      nonce: nonce ?? undefined,
    });
    setDownvoted(latestAnswer.questionId);
  };

  const composerVisible = isComposerVisible({
    mode: 'chatbot',
    expired,
    isOpen: props.isOpen,
    hasChatbotHistory: history.items.length > 0 || history.loading,
    conversationActive: true,
    messageCount: messages.length,
    channelFrozen: false,
  });

  if (!composerVisible) {
    return <EndedPanel hoursText={props.hoursText} onStartNew={props.onStartNew} />;
  }
  if (leavingMessage) {
    return (
      <LeaveMessagePanel
        session={session}
        applicationUuid={visitor.signedIn ? visitor.applicationUuid : null}
        onBack={() => setLeavingMessage(false)}
      />
    );
  }

  const handOver = async () => {
    setHandingOver(true);
    try {
      await props.onHandOver(session, handOverTranscript(history.items));
    } finally {
      setHandingOver(false);
    }
  };
  return (
    <>
      <MessageList
        messages={pending ? [...messages, pending] : messages}
        allowList={props.allowList}
        intro={
          <>
            {props.intro}
            {history.hasMore ? (
              <button
                type="button"
                onClick={() => void history.loadEarlier()}
                className="min-h-11 w-full font-semibold text-brand-700 underline underline-offset-4"
              >
                Show earlier messages
              </button>
            ) : null}
          </>
        }
        after={(message) =>
          message.id === latestAnswer?.id && message.questionId ? (
            <DownvoteButton
              disabled={downvoted === message.questionId}
              onClick={() => setFeedbackOpen(true)}
            />
          ) : null
        }
      />
      <TypingIndicator typing={pending ? 'chatbot' : null} />
      <div className="border-t border-line px-4 pt-2">
        {props.isOpen ? (
          <button
            type="button"
            onClick={() => void handOver()}
            aria-disabled={handingOver || undefined}
            className="min-h-11 w-full rounded-lg border-2 border-brand-600 px-4 font-semibold text-brand-700 hover:bg-brand-50"
          >
            Talk to a person
          </button>
        ) : (
          <button
            type="button"
            onClick={() => setLeavingMessage(true)}
            className="min-h-11 w-full rounded-lg border-2 border-brand-600 px-4 font-semibold text-brand-700 hover:bg-brand-50"
          >
            Leave a message
          </button>
        )}
      </div>
      <Composer onSend={send} allowAttachments={false} />
      <FeedbackDialog open={feedbackOpen} onOpenChange={setFeedbackOpen} onSubmit={sendFeedback} />
    </>
  );
}
