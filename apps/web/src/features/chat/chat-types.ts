import type { CHAT_ALERT_MESSAGES } from '@openheloc/domain';

/** 'system' notes (an agent joined, the chat ended) sit between the messages. */
export type ChatAuthor = 'customer' | 'agent' | 'chatbot' | 'system';

/** Spec section 3: a message attachment has a name, a size, and a url or sid. */
export interface WidgetAttachment {
  name: string;
  size: number;
  url?: string;
  sid?: string;
}

export interface WidgetMessage {
  id: string;
  author: ChatAuthor;
  authorName?: string;
  text: string;
  attachments: WidgetAttachment[];
  /** ISO date-time. */
  sentAt: string;
  /** A chatbot answer: the question it answers, for the feedback call. */
  questionId?: string;
  /** The customer's held first message, shown while no agent has joined. */
  waiting?: boolean;
}

export type ChatAlertKey = keyof typeof CHAT_ALERT_MESSAGES;

/** Who is typing now, as the indicator names them. */
export type TypingAuthor = 'agent' | 'chatbot' | 'customer' | null;

export type ConnectionState = 'connected' | 'connecting';
