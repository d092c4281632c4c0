import type { ChatProviderMode } from '@openheloc/domain';

export interface ComposerFacts {
  mode: ChatProviderMode;
  /** The stored session has passed its expiry. */
  expired: boolean;
  isOpen: boolean;
  /** Chatbot: the conversation has history. */
  hasChatbotHistory: boolean;
  /** twilio/nice/talkjs: the conversation is still active (not ended by either side). */
  conversationActive: boolean;
  /** twilio/nice: messages in the conversation so far. */
  messageCount: number;
  /** stream: the channel has been frozen (ended). */
  channelFrozen: boolean;
}

/**
 * Spec section 4, composer visibility: whether the composer shows; otherwise the ended panel
 * does. talkjs is not listed by the spec; its conversation ends like a stream channel, so it
 * follows the stream rule with the conversation's state.
 */
export function isComposerVisible(facts: ComposerFacts): boolean {
  if (facts.expired) return false;
  switch (facts.mode) {
    case 'chatbot':
      return !facts.isOpen || facts.hasChatbotHistory;
    case 'twilio':
    case 'nice':
      return facts.conversationActive && (facts.isOpen || facts.messageCount > 1);
    case 'stream':
      return !facts.channelFrozen;
    case 'talkjs':
      return facts.conversationActive;
  }
}
