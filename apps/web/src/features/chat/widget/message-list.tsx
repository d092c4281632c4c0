import { useEffect, useRef, type ReactNode } from 'react';
import type { WidgetAttachment, WidgetMessage } from '../chat-types';
import { AttachmentLink } from './attachment-link';
import { MessageText } from './message-text';
import { WaitingDots } from './waiting-dots';

export const WAITING_FOR_AGENT_TEXT = 'Waiting for next available agent';

const AUTHOR_LABELS = {
  customer: 'Customer',
  agent: 'Agent',
  chatbot: 'Chatbot',
  system: '',
} as const;

interface MessageListProps {
  messages: readonly WidgetMessage[];
  allowList: readonly string[];
  /** Shown before the first message (the welcome and hours). */
  intro?: ReactNode;
  /** Shown under a message (the chatbot's feedback button under its latest answer). */
  after?: (message: WidgetMessage) => ReactNode;
  /** Opens a sent file that needs a credential to download. */
  onOpenAttachment?: (attachment: WidgetAttachment) => void;
  /** Whose messages are 'You', on the right: the customer's in the widget, the agent's in the console. */
  ownAuthor?: 'customer' | 'agent';
}

function timeOf(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
}

/** The conversation, newest at the bottom, kept scrolled to the newest; read out as a log. */
export function MessageList({
  messages,
  allowList,
  intro,
  after,
  onOpenAttachment,
  ownAuthor = 'customer',
}: MessageListProps) {
  const endRef = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [last?.id, last?.waiting, messages.length]);

  return (
    <div
      role="log"
      aria-label="Messages"
      tabIndex={0}
      className="flex-1 space-y-3 overflow-y-auto px-4 py-3"
    >
      {intro}
      {messages.map((message) => {
        if (message.author === 'system') {
          return (
            <p key={message.id} className="text-center text-sm text-muted">
              {message.text}
            </p>
          );
        }
        const own = message.author === ownAuthor;
        return (
          <div
            key={message.id}
            className={own ? 'flex flex-col items-end' : 'flex flex-col items-start'}
          >
            <p className="mb-1 text-xs text-muted">
              {own ? 'You' : (message.authorName ?? AUTHOR_LABELS[message.author])}
              {message.waiting ? null : <span className="ml-2">{timeOf(message.sentAt)}</span>}
            </p>
            <div
              className={[
                'max-w-[85%] rounded-2xl px-3 py-2',
                own
                  ? 'rounded-br-sm bg-brand-700 text-white'
                  : 'rounded-bl-sm bg-gray-100 text-ink',
              ].join(' ')}
            >
              {message.text ? <MessageText text={message.text} allowList={allowList} /> : null}
              {message.attachments.map((attachment) => (
                <AttachmentLink
                  key={`${attachment.name}-${attachment.url ?? attachment.sid ?? ''}`}
                  attachment={attachment}
                  onOpen={onOpenAttachment}
                />
              ))}
            </div>
            {message.waiting ? (
              <p role="status" className="mt-1 text-sm text-muted">
                {WAITING_FOR_AGENT_TEXT}
                <WaitingDots />
              </p>
            ) : null}
            {after?.(message)}
          </div>
        );
      })}
      <div ref={endRef} />
    </div>
  );
}
