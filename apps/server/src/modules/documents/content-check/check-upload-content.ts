import { UPLOAD_MESSAGES, type UploadFileKind } from '@openheloc/domain';
import { AppError } from '../../../http/app-error';
import { createContentPool, type ContentPool } from './content-pool';
import type { ContentRefusal } from './inspect-content';
import { jpegSize, pngSize } from './image-size';
import { MAX_IMAGE_MEGAPIXELS, MAX_IMAGE_SIDE } from './limits';
import { ScannerUnavailableError, type VirusScanner } from './clamd-scanner';

const REFUSALS: Readonly<Record<ContentRefusal, string>> = {
  unreadable: UPLOAD_MESSAGES.unreadable,
  active: UPLOAD_MESSAGES.activeContent,
  markup: UPLOAD_MESSAGES.disguised,
  tooLarge: UPLOAD_MESSAGES.imageTooLarge,
  infected: UPLOAD_MESSAGES.infected,
};

const refuse = (reason: ContentRefusal) => AppError.badRequest(REFUSALS[reason], 'file');

/** One pool for the process: its workers start with the first upload and idle unreferenced. */
let pool: ContentPool | null = null;
const contentPool = () => (pool ??= createContentPool());

/** Refuses, from its header and before any decoding, an image larger than the limits. */
function assertImageSize(kind: UploadFileKind, bytes: Uint8Array): void {
  if (kind !== 'PNG' && kind !== 'JPEG') return;
  const size = kind === 'PNG' ? pngSize(bytes) : jpegSize(bytes);
  if (!size || size.width === 0 || size.height === 0) throw refuse('unreadable');
  const megapixels = (size.width * size.height) / 1_000_000;
  if (megapixels > MAX_IMAGE_MEGAPIXELS || Math.max(size.width, size.height) > MAX_IMAGE_SIDE) {
    throw refuse('tooLarge');
  }
}

/**
 * Scans a file with ClamAV when a scanner is configured: a 400 when it finds something, a 503
 * when it cannot answer (nothing is stored unscanned).
 */
export async function scanUpload(bytes: Uint8Array, scanner: VirusScanner | null): Promise<void> {
  if (!scanner) return;
  try {
    const scanned = await scanner.scan(bytes);
    if (scanned.infected) throw refuse('infected');
  } catch (error) {
    if (error instanceof ScannerUnavailableError) {
      throw new AppError('unavailable', UPLOAD_MESSAGES.scanUnavailable, 'file');
    }
    throw error;
  }
}

/**
 * The bytes to store for an upload of `kind`, checked by their whole content off the event loop
 * (see inspect-content.ts: images re-encoded, PDFs parsed without active content, no polyglots),
 * then scanned for viruses when a scanner is configured. Throws a 400 with the reason otherwise,
 * and a 503 when the scanner cannot answer (nothing is stored unscanned).
 */
export async function checkUploadContent(
  kind: UploadFileKind,
  bytes: Uint8Array,
  scanner: VirusScanner | null,
): Promise<Uint8Array> {
  assertImageSize(kind, bytes);
  const outcome = await contentPool().check(kind, bytes);
  if (!outcome.ok) throw refuse(outcome.reason);
  await scanUpload(bytes, scanner);
  return outcome.content;
}
