import type { TypingAuthor } from '../chat-types';

export const TYPING_TEXTS = {
  agent: 'Agent is typing...',
  chatbot: 'Chatbot is typing...',
  /** The agent console's side. */
  customer: 'Customer is typing...',
} as const;

/** Announced politely; the region stays mounted so a screen reader notices each change. */
export function TypingIndicator({ typing }: { typing: TypingAuthor }) {
  return (
    <p role="status" className="min-h-6 px-4 text-sm text-muted italic">
      {typing ? TYPING_TEXTS[typing] : ''}
    </p>
  );
}
