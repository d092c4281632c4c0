import { z } from 'zod';

/** Chat providers: live agents through twilio, nice, stream or talkjs, or the automated chatbot. */
export const CHAT_PROVIDER_MODES = ['twilio', 'nice', 'stream', 'talkjs', 'chatbot'] as const;
export const zChatProviderMode = z.enum(CHAT_PROVIDER_MODES);
export type ChatProviderMode = z.infer<typeof zChatProviderMode>;

export const LIVE_AGENT_MODES = [
  'twilio',
  'nice',
  'stream',
  'talkjs',
] as const satisfies readonly ChatProviderMode[];
export type LiveAgentMode = (typeof LIVE_AGENT_MODES)[number];

export function isLiveAgentMode(mode: ChatProviderMode): mode is LiveAgentMode {
  return mode !== 'chatbot';
}

export const CHAT_PARTICIPANTS = ['customer', 'agent', 'chatbot'] as const;
export const zChatParticipant = z.enum(CHAT_PARTICIPANTS);
export type ChatParticipant = z.infer<typeof zChatParticipant>;

/** The sender type the chatbot calls carry for the borrower. */
export const CHATBOT_SENDER_TYPE = 'APPLICANT';

export const CHAT_ALERT_LEVELS = ['warning', 'error'] as const;
export const zChatAlertLevel = z.enum(CHAT_ALERT_LEVELS);
export type ChatAlertLevel = z.infer<typeof zChatAlertLevel>;

/** Departments whose operating hours are published. */
export const OPERATING_HOURS_DEPARTMENTS = ['OPS_CHAT', 'OPS_PHONE'] as const;
export const zOperatingHoursDepartment = z.enum(OPERATING_HOURS_DEPARTMENTS);
export type OperatingHoursDepartment = z.infer<typeof zOperatingHoursDepartment>;
