import type { UploadFileKind } from '@openheloc/domain';
import { isWellFormedHeif } from './heif-structure';
import { inspectPdf } from './inspect-pdf';
import { containsMarkup } from './markup';
import { reencodeImage } from './sanitize-image';

/** Why a file was refused by its content. */
export type ContentRefusal = 'unreadable' | 'active' | 'markup' | 'tooLarge' | 'infected';

export type ContentOutcome =
  { ok: true; content: Uint8Array } | { ok: false; reason: ContentRefusal };

/**
 * The whole file read as what it claims to be: no web page markup anywhere (a polyglot), a PDF
 * parsed to its last object without active content, an image decoded and encoded again (what is
 * stored), a HEIC made of its boxes only. CPU-heavy: runs in the content worker.
 */
export async function inspectContent(
  kind: UploadFileKind,
  bytes: Uint8Array,
): Promise<ContentOutcome> {
  if (containsMarkup(bytes)) return { ok: false, reason: 'markup' };
  if (kind === 'PDF') {
    const pdf = await inspectPdf(bytes);
    return pdf.ok ? { ok: true, content: bytes } : pdf;
  }
  if (kind === 'HEIC') {
    return isWellFormedHeif(bytes)
      ? { ok: true, content: bytes }
      : { ok: false, reason: 'unreadable' };
  }
  try {
    return { ok: true, content: await reencodeImage(kind, bytes) };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}
