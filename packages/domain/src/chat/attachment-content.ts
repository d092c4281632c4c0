import type { CHAT_ACCEPTED_FILE_EXTENSIONS } from '../constants/ui-limits';
import { ascii, detectFileKind, isProgramFile, startsWith } from '../documents/file-kind';

type ChatAttachmentExtension = (typeof CHAT_ACCEPTED_FILE_EXTENSIONS)[number];

/** Well-formed UTF-8 (Unicode table 3-7: no overlong forms, no surrogates, nothing past U+10FFFF). */
function isUtf8(bytes: Uint8Array): boolean {
  let index = 0;
  while (index < bytes.length) {
    const lead = bytes[index] ?? 0;
    const extra =
      lead < 0x80 ? 0 : lead >= 0xc2 && lead <= 0xdf ? 1 : lead >= 0xe0 && lead <= 0xef ? 2 : 3;
    if (lead >= 0x80 && (lead < 0xc2 || lead > 0xf4)) return false;
    const [low, high] =
      lead === 0xe0
        ? [0xa0, 0xbf]
        : lead === 0xed
          ? [0x80, 0x9f]
          : lead === 0xf0
            ? [0x90, 0xbf]
            : lead === 0xf4
              ? [0x80, 0x8f]
              : [0x80, 0xbf];
    for (let offset = 1; offset <= extra; offset += 1) {
      const next = bytes[index + offset];
      const [min, max] = offset === 1 ? [low, high] : [0x80, 0xbf];
      if (next === undefined || next < min || next > max) return false;
    }
    index += extra + 1;
  }
  return true;
}

/** Text in UTF-8 with no NUL byte and no program's signature. */
function isPlainText(bytes: Uint8Array): boolean {
  return !bytes.includes(0) && !isProgramFile(bytes) && isUtf8(bytes);
}

/**
 * Whether a chat attachment's first bytes are what its name says, so that a renamed program,
 * or anything else under an accepted name, is refused before the other side opens it.
 */
export function chatAttachmentContentMatches(
  extension: ChatAttachmentExtension,
  bytes: Uint8Array,
): boolean {
  switch (extension) {
    case '.jpg':
      return detectFileKind(bytes) === 'JPEG';
    case '.png':
      return detectFileKind(bytes) === 'PNG';
    case '.pdf':
      return detectFileKind(bytes) === 'PDF';
    case '.mp4':
      return startsWith(bytes, ascii('ftyp'), 4);
    case '.mp3':
      // An ID3 tag, or straight into an MPEG audio frame (11 bits of frame sync).
      return (
        startsWith(bytes, ascii('ID3')) || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0)
      );
    case '.amr':
      return startsWith(bytes, ascii('#!AMR'));
    case '.txt':
      return isPlainText(bytes);
  }
}

/** What the borrower or agent reads when the content does not match the name. */
export function chatAttachmentContentMessage(extension: ChatAttachmentExtension): string {
  return `This file is not a real ${extension} file. Check the file and send it again.`;
}
