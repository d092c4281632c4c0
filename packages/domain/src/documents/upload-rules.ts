import { formatFileSize } from '../format/file-size';
import { detectFileKind, isProgramFile, type UploadFileKind } from './file-kind';

/**
 * The largest file a borrower may upload: a phone photo or a scanned statement fits easily.
 * Decimal, so that formatFileSize shows it as '10.0 MB'.
 */
export const MAX_UPLOAD_BYTES = 10_000_000;

/** The spec names no size or type wording for uploads; these say what is wrong and what to do. */
export const UPLOAD_MESSAGES = {
  required: 'Please choose a file to upload',
  empty: 'The file is empty. Please choose the file again',
  wrongType: 'Please upload a PDF, JPEG, PNG or HEIC file',
  program:
    'This file is a program, not a document or photo. Please upload a PDF, JPEG, PNG or HEIC file',
  photoOnly: 'Please upload a photo: a JPEG, PNG or HEIC image',
  duplicate: 'You have already uploaded this file. Please choose a different file',
  failed: 'The file could not be uploaded. Please try again',
  unreadable:
    'This file could not be read. Please check that it opens on your device, then upload it again',
  activeContent:
    'This PDF contains scripts, attached files or actions that run when it is opened, so we cannot accept it. Please save or print it as a new PDF, or upload a photo of it',
  disguised:
    'This file hides web page code inside it, so we cannot accept it. Please upload the original document or photo',
  imageTooLarge:
    'This image is larger than 50 megapixels. Please upload a smaller photo or a scan of the document',
  infected:
    'Our virus scan found a threat in this file, so it was not stored. Please upload a clean copy of the document',
  scanUnavailable:
    'We could not check this file for viruses just now. Please try again in a few minutes',
} as const;

/** With the file's size when known (the browser knows it; a cut-off upload does not). */
export function uploadTooLargeMessage(sizeBytes?: number): string {
  const limit = `Files must be ${formatFileSize(MAX_UPLOAD_BYTES)} or smaller`;
  const size = sizeBytes === undefined ? undefined : formatFileSize(sizeBytes);
  // Just over the limit rounds to the limit itself ('10.0 MB'), which would read as a paradox.
  return size === undefined || size === formatFileSize(MAX_UPLOAD_BYTES)
    ? limit
    : `This file is ${size}. ${limit}`;
}

/** The `accept` attribute of a file input: the same kinds the server accepts by content. */
export const UPLOAD_ACCEPT =
  '.pdf,.jpg,.jpeg,.png,.heic,.heif,application/pdf,image/jpeg,image/png,image/heic,image/heif';

/** Sides of an ID are photos (an ID check reads images, not PDFs). */
const PHOTO_ONLY_TYPES: readonly string[] = [
  'DRIVERSLICENSEFRONT',
  'DRIVERSLICENSEBACK',
  'IDCARDFRONT',
  'PASSPORTFRONT',
  'PERMANENTRESIDENTFRONT',
];

export function isPhotoOnlyUpload(type: string): boolean {
  return PHOTO_ONLY_TYPES.includes(type);
}

export type UploadCheck = { ok: true; kind: UploadFileKind } | { ok: false; message: string };

/**
 * The checks of one upload, run by the server on the whole file and by the browser on its
 * first bytes before sending: size, then what the content is.
 */
export function checkUpload(
  head: Uint8Array,
  sizeBytes: number,
  { photoOnly = false }: { photoOnly?: boolean } = {},
): UploadCheck {
  if (sizeBytes === 0) return { ok: false, message: UPLOAD_MESSAGES.empty };
  if (sizeBytes > MAX_UPLOAD_BYTES) return { ok: false, message: uploadTooLargeMessage(sizeBytes) };
  if (isProgramFile(head)) return { ok: false, message: UPLOAD_MESSAGES.program };
  const kind = detectFileKind(head);
  if (!kind) return { ok: false, message: UPLOAD_MESSAGES.wrongType };
  if (photoOnly && kind === 'PDF') return { ok: false, message: UPLOAD_MESSAGES.photoOnly };
  return { ok: true, kind };
}
