import { CHAT_ALERT_MESSAGES } from '../constants/messages';
import { CHAT_ACCEPTED_FILE_EXTENSIONS } from '../constants/ui-limits';

/** Largest chat attachment; the spec gives none, this keeps a phone video or a scan. */
export const CHAT_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

/** Content types served back for each accepted extension. */
export const CHAT_ATTACHMENT_CONTENT_TYPES: Readonly<
  Record<(typeof CHAT_ACCEPTED_FILE_EXTENSIONS)[number], string>
> = {
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.amr': 'audio/amr',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain',
};

export const CHAT_MESSAGES = {
  emptyMessage: 'Type a message or attach a file.',
  messageTooLong: 'Messages can be at most 4000 characters.',
  attachmentType: `Only these files can be sent: ${CHAT_ACCEPTED_FILE_EXTENSIONS.join(', ')}.`,
  attachmentTooLarge: 'This file is too large. Files can be at most 10 MB.',
  attachmentMissing: 'Attach a file.',
  notYourConversation: 'This conversation is not yours.',
  conversationNotFound: 'Conversation not found',
  messageNotFound: 'Message not found',
  conversationEnded: 'This chat has ended. Start a new chat to keep talking to us.',
  alreadyClaimed: 'Another agent has already joined this chat.',
  /** The widget's text for a token it cannot use (an expired nonce or conversation token). */
  invalidToken: 'Token state is invalid.',
  surveyAnswered: 'This survey has already been answered.',
  feedbackGiven: 'Feedback has already been given for this answer.',
  tooManyChats: CHAT_ALERT_MESSAGES.tooManyChats,
  tooManyMessages: CHAT_ALERT_MESSAGES.tooManyMessages,
} as const;

export const CHAT_MESSAGE_MAX_LENGTH = 4000;

/** The accepted extension of a file name (lower case), or null. */
export function chatAttachmentExtension(
  fileName: string,
): (typeof CHAT_ACCEPTED_FILE_EXTENSIONS)[number] | null {
  const dot = fileName.lastIndexOf('.');
  const extension = dot >= 0 ? fileName.slice(dot).toLowerCase() : '';
  return (CHAT_ACCEPTED_FILE_EXTENSIONS as readonly string[]).includes(extension)
    ? (extension as (typeof CHAT_ACCEPTED_FILE_EXTENSIONS)[number])
    : null;
}
