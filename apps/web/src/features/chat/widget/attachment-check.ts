import {
  CHAT_ATTACHMENT_MAX_BYTES,
  CHAT_MESSAGES,
  chatAttachmentExtension,
} from '@openheloc/domain';

/** Why a chosen file cannot be sent, in the server's words, or null when it can. */
export function attachmentProblem(file: { name: string; size: number }): string | null {
  if (!chatAttachmentExtension(file.name)) return CHAT_MESSAGES.attachmentType;
  if (file.size > CHAT_ATTACHMENT_MAX_BYTES) return CHAT_MESSAGES.attachmentTooLarge;
  return null;
}

/** Spec section 5: a send happens only with non-blank text or a file, and not when read-only. */
export function canSend(text: string, files: readonly unknown[], readOnly = false): boolean {
  return !readOnly && (text.trim() !== '' || files.length > 0);
}
