import { z } from 'zod';
import { zChatSkill } from '../enums/chat-skill';
import { zChatConversationView, zChatMessage } from './live-chat';

export const zAgentQueueQuery = z.object({ skill: zChatSkill.optional() });

export const zAgentQueueItem = z.object({
  conversationId: z.string(),
  skill: zChatSkill,
  orgCode: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  applicationUuid: z.string().nullable(),
  loanNumber: z.string().nullable(),
  waitingSince: z.string(),
  /** The first message the customer wrote, if any. */
  preview: z.string().nullable(),
});
export type AgentQueueItem = z.infer<typeof zAgentQueueItem>;

export const zAgentQueueResponse = z.object({
  waiting: z.array(zAgentQueueItem),
  /** Conversations this agent has joined and not ended. */
  mine: z.array(zChatConversationView),
});
export type AgentQueueResponse = z.infer<typeof zAgentQueueResponse>;

export const zAgentConversationResponse = z.object({
  conversation: zChatConversationView,
  messages: z.array(zChatMessage),
  /** The agent's conversation token: for the socket and attachment downloads. */
  token: z.string(),
  expiration: z.string(),
});
export type AgentConversationResponse = z.infer<typeof zAgentConversationResponse>;

export const zAgentTypingRequest = z.object({ typing: z.boolean() });

export const zOpenDocumentRequest = z.object({
  category: z.string(),
  header: z.string(),
  created: z.string(),
});

/** What the agent sees beside the conversation. */
export const zChatApplicationSummary = z.object({
  applicationUuid: z.string(),
  loanNumber: z.string(),
  borrowerName: z.string(),
  email: z.string(),
  state: z.string(),
  stateLabel: z.string(),
  nextStep: z.string(),
  propertyAddress: z.string(),
  amount: z.number().nullable(),
  aprPercent: z.number().nullable(),
  termYears: z.number().nullable(),
  createdDate: z.string(),
  submittedAt: z.string().nullable(),
  openDocumentRequests: z.array(zOpenDocumentRequest),
});
export type ChatApplicationSummary = z.infer<typeof zChatApplicationSummary>;
