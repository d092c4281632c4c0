import type {
  applicationDocuments,
  applications,
  chatAttachments,
  chatConversations,
  chatMessages,
  conditions,
  featureFlagOverrides,
  identities,
  jobs,
  profileAddresses,
  profiles,
  providerCalls,
} from './schema';

/** Rows as the database returns them: one place, beside the schema they come from. */

export type ApplicationRow = typeof applications.$inferSelect;
/** What a workflow step may change on an application (never its identity or state). */
export type ApplicationChanges = Partial<
  Omit<typeof applications.$inferInsert, 'uuid' | 'orgCode' | 'identityUuid' | 'state' | 'version'>
>;
export type ApplicationDocumentRow = typeof applicationDocuments.$inferSelect;
export type ConditionRow = typeof conditions.$inferSelect;
export type IdentityRow = typeof identities.$inferSelect;
export type ProfileRow = typeof profiles.$inferSelect;
export type AddressRow = typeof profileAddresses.$inferSelect;
export type ConversationRow = typeof chatConversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;
export type ChatAttachmentRow = typeof chatAttachments.$inferSelect;
export type FlagOverrideRow = typeof featureFlagOverrides.$inferSelect;
export type JobRow = typeof jobs.$inferSelect;
export type ProviderCallRow = typeof providerCalls.$inferSelect;
