import { zChatProviderMode, type ChatProviderMode } from '@openheloc/domain';

/** The live-agent providers a stored session can belong to. */
export type LiveSessionProvider = Exclude<ChatProviderMode, 'chatbot'>;

export interface ChatModeFacts {
  /** The `mode` query parameter, already limited to non-production by the caller. */
  forcedMode: ChatProviderMode | null;
  /** The provider of a stored, unexpired live-agent session, if any. */
  liveSession: LiveSessionProvider | null;
  /** A stored, unexpired chatbot session exists. */
  hasChatbotSession: boolean;
  /** The OPS_CHAT department is open now. */
  isOpen: boolean;
  /** fe-webchat-stream: live agents through the stream provider rather than twilio. */
  streamEnabled: boolean;
}

/**
 * Spec section 4, mode choice: a forced mode wins; else an existing live-agent session, then an
 * existing chatbot session, then the hours (agent when open, chatbot when closed). A stored
 * session resumes with the provider that holds its conversation; the stream flag picks the
 * provider of a new one.
 */
export function chooseChatMode(facts: ChatModeFacts): ChatProviderMode {
  if (facts.forcedMode) return facts.forcedMode;
  if (facts.liveSession) return facts.liveSession;
  if (facts.hasChatbotSession) return 'chatbot';
  if (!facts.isOpen) return 'chatbot';
  return facts.streamEnabled ? 'stream' : 'twilio';
}

/** The `mode` query parameter, honoured outside production only. */
export function forcedModeFrom(search: string, isProduction: boolean): ChatProviderMode | null {
  if (isProduction) return null;
  const parsed = zChatProviderMode.safeParse(new URLSearchParams(search).get('mode'));
  return parsed.success ? parsed.data : null;
}

/**
 * The agent picker is a testing aid for stream mode forced with `?mode=stream` outside
 * production; stream chosen by its flag (the default) goes to the agents' queue like any chat.
 */
export function showsAgentPicker(
  mode: ChatProviderMode,
  forcedMode: ChatProviderMode | null,
): boolean {
  return mode === 'stream' && forcedMode === 'stream';
}
