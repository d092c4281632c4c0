import type { AgentConversationResponse } from '@openheloc/domain';
import { useState } from 'react';
import { AlertBar } from '../widget/alert-bar';
import type { ChatAlertKey } from '../chat-types';
import { openAttachment } from '../live/conversation-fetch';
import { uploadChatAttachment } from '../live/live-chat-api';
import { widgetMessage } from '../live/live-message';
import { useConversationSocket } from '../live/use-conversation-socket';
import { Composer } from '../widget/composer';
import { MessageList } from '../widget/message-list';
import { TypingIndicator } from '../widget/typing-indicator';
import { fetchAgentConversation } from './agent-console-api';

interface AgentConversationProps {
  served: AgentConversationResponse;
  allowList: readonly string[];
}

/** The agent's side of one chat: the messages, the customer's typing, replies with files, the end. */
export function AgentConversation({ served, allowList }: AgentConversationProps) {
  const [alert, setAlert] = useState<ChatAlertKey | null>(null);
  const [confirmEnd, setConfirmEnd] = useState(false);
  const live = useConversationSocket({
    conversationId: served.conversation.id,
    token: served.token,
    peer: 'customer',
    renew: async () => (await fetchAgentConversation(served.conversation.id)).token,
    onAlert: setAlert,
  });
  const conversation = live.conversation ?? served.conversation;
  const ended = conversation.status === 'ENDED';

  const send = async (text: string, files: File[]) => {
    setAlert(null);
    try {
      const uploaded = await Promise.all(
        files.map((file) => uploadChatAttachment(conversation.id, live.token(), file)),
      );
      await live.transmit(
        text,
        uploaded.map((attachment) => attachment.id),
      );
      return true;
    } catch {
      setAlert('resend');
      return false;
    }
  };

  return (
    <section
      aria-labelledby="conversation-title"
      className="flex h-[70dvh] min-h-96 flex-col rounded-lg border border-line"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-line px-4 py-3">
        <div>
          <h2 id="conversation-title" className="text-lg font-bold">
            {conversation.customerName}
          </h2>
          <p className="text-sm break-all text-muted">
            {conversation.customerEmail} · {conversation.skill}
            {ended ? ' · Ended' : ''}
          </p>
        </div>
        {ended ? null : confirmEnd ? (
          <div className="flex items-center gap-2">
            <span className="text-sm font-semibold">End this chat?</span>
            <button
              type="button"
              onClick={() => live.end()}
              className="min-h-11 rounded-lg bg-error px-4 font-semibold text-white"
            >
              End chat
            </button>
            <button
              type="button"
              onClick={() => setConfirmEnd(false)}
              className="min-h-11 rounded-lg border-2 border-brand-600 px-4 font-semibold text-brand-700"
            >
              Keep chatting
            </button>
          </div>
        ) : (
          <button
            type="button"
            onClick={() => setConfirmEnd(true)}
            className="min-h-11 rounded-lg border-2 border-brand-600 px-4 font-semibold text-brand-700 hover:bg-brand-50"
          >
            End chat
          </button>
        )}
      </div>
      <AlertBar alert={alert} onClose={() => setAlert(null)} />
      <MessageList
        messages={live.messages.map(widgetMessage)}
        allowList={allowList}
        ownAuthor="agent"
        onOpenAttachment={(attachment) => {
          if (!attachment.url) return;
          openAttachment(attachment.url, live.token(), attachment.name).catch(() =>
            setAlert('generic'),
          );
        }}
      />
      <TypingIndicator typing={live.peerTyping ? 'customer' : null} />
      {ended ? (
        <p className="border-t border-line px-4 py-3 text-muted">
          This chat has ended. The customer can take the satisfaction survey.
        </p>
      ) : (
        <Composer onSend={send} onTyping={live.notifyTyping} allowAttachments />
      )}
    </section>
  );
}
