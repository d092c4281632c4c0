import type { ChatProviderMode } from '@openheloc/domain';
import type { ConversationRow } from '../../../db/rows';

/** The provider's side of a conversation the store holds: the customer's credentials for it. */
export type ProviderSession = {
  providerChannelId: string;
  providerUserId: string;
  token: string;
  expiresAt: Date;
};

/**
 * A live-chat provider (a contact centre's SDK, a messaging API, or our own). Our conversation
 * store is always the record; a third-party adapter mirrors it into its service and back.
 */
export interface LiveChatProvider {
  readonly name: string;
  open(
    conversation: ConversationRow,
    customer: { id: string; name: string },
  ): Promise<ProviderSession>;
  /** A fresh token for a conversation still going on; null when the token cannot be renewed. */
  renew(token: string): Promise<{ token: string; expiresAt: Date } | null>;
}

/** Which adapter serves each mode the widget may choose. */
export type LiveChatProviders = Readonly<
  Record<Exclude<ChatProviderMode, 'chatbot'>, LiveChatProvider>
>;
