import type { ChatMessage } from '@openheloc/domain';
import { useEffect, useState, type ReactNode } from 'react';
import { Spinner } from '@/components/spinner';
import type { ChatAlertKey, WidgetMessage } from '../chat-types';
import { isComposerVisible } from '../mode/composer-visibility';
import type { ChatSessions, LiveSession } from '../session/chat-sessions';
import { chatSurveyUrl } from '../survey/survey-link';
import { Composer } from '../widget/composer';
import { EndedPanel } from '../widget/ended-panel';
import { MessageList } from '../widget/message-list';
import { TypingIndicator } from '../widget/typing-indicator';
import { openAttachment } from './conversation-fetch';
import { webChatContactId } from './live-chat-api';
import { widgetMessage } from './live-message';
import { useLiveConversation } from './use-live-conversation';

interface LiveConversationProps {
  session: LiveSession;
  sessions: ChatSessions;
  /** Restored from storage rather than started just now. */
  restored: boolean;
  isOpen: boolean;
  hoursText: string | null;
  allowList: readonly string[];
  intro: ReactNode;
  onAlert: (alert: ChatAlertKey | null) => void;
  /** A restore outside hours with fewer than two messages is dropped (spec section 4). */
  onDropped: () => void;
  onStartNew: () => void;
}

/** A conversation with a live agent, in any live mode. */
export function LiveConversation(props: LiveConversationProps) {
  const { session, sessions, onAlert } = props;
  const mode = session.provider;
  const holds = mode === 'twilio' || mode === 'nice';
  const [expired, setExpired] = useState(() => session.expiration <= Date.now());
  const [surveyBusy, setSurveyBusy] = useState(false);
  const live = useLiveConversation({
    session,
    sessions,
    holdsFirstMessage: holds,
    onAlert,
    onRestored: (messages: readonly ChatMessage[]) => {
      if (props.restored && !props.isOpen && messages.length < 2) {
        sessions.clearLive();
        props.onDropped();
      }
    },
  });

  useEffect(() => {
    const timer = setTimeout(() => setExpired(true), Math.max(0, session.expiration - Date.now()));
    return () => clearTimeout(timer);
  }, [session.expiration]);

  const status = live.conversation?.status;
  // A conversation that is no longer active clears the stored session (spec section 4).
  useEffect(() => {
    if (status === 'ENDED' || expired) sessions.clearLive();
  }, [status, expired, sessions]);

  if (!live.conversation) {
    return (
      <p role="status" className="flex flex-1 items-center justify-center gap-2 text-muted">
        <Spinner />
        Connecting you to an agent
      </p>
    );
  }

  const messages: WidgetMessage[] = live.messages.map(widgetMessage);
  if (live.held !== undefined) {
    messages.push({
      id: 'held',
      author: 'customer',
      text: live.held,
      attachments: [],
      sentAt: new Date().toISOString(),
      waiting: true,
    });
  }

  const composerVisible = isComposerVisible({
    mode,
    expired,
    isOpen: props.isOpen,
    hasChatbotHistory: false,
    conversationActive: status !== 'ENDED',
    messageCount: messages.length,
    channelFrozen: status === 'ENDED',
  });

  if (!composerVisible) {
    // The survey: twilio/nice once an agent joined, and talkjs (spec section 4).
    const surveyOffered = mode === 'talkjs' || (holds && live.conversation.agentName !== null);
    const takeSurvey = async () => {
      const channelId = session.webchat.omniProxyChannelId;
      if (!channelId || surveyBusy) return;
      const tab = window.open('about:blank', '_blank');
      setSurveyBusy(true);
      try {
        const contactId = await webChatContactId(channelId);
        const url = chatSurveyUrl(contactId, live.token());
        if (tab) tab.location.href = url;
        else window.location.assign(url);
      } catch {
        tab?.close();
        onAlert('generic');
      } finally {
        setSurveyBusy(false);
      }
    };
    return (
      <EndedPanel
        hoursText={props.hoursText}
        onSurvey={surveyOffered ? () => void takeSurvey() : undefined}
        surveyBusy={surveyBusy}
        onStartNew={props.onStartNew}
      />
    );
  }

  return (
    <>
      <MessageList
        messages={messages}
        allowList={props.allowList}
        intro={props.intro}
        onOpenAttachment={(attachment) => {
          if (!attachment.url) return;
          openAttachment(attachment.url, live.token(), attachment.name).catch(() =>
            onAlert('generic'),
          );
        }}
      />
      <TypingIndicator typing={live.agentTyping ? 'agent' : null} />
      <Composer
        onSend={live.send}
        onTyping={live.notifyTyping}
        readOnly={live.held !== undefined}
        allowAttachments
      />
    </>
  );
}
