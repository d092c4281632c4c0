import type { UploadedFile } from '@openheloc/domain';

export const UPLOAD_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_TYPE_MESSAGE = 'Files must be JPEG, PNG or PDF';
export const UPLOAD_SIZE_MESSAGE = 'Files must be 10 MB or smaller';
export const UPLOAD_EMPTY_MESSAGE = 'The file is empty';

/** What is wrong with a chosen file before it is sent, or null. The server checks again. */
export function fileProblem(file: { type: string; size: number }): string | null {
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) return UPLOAD_TYPE_MESSAGE;
  if (file.size === 0) return UPLOAD_EMPTY_MESSAGE;
  if (file.size > UPLOAD_MAX_BYTES) return UPLOAD_SIZE_MESSAGE;
  return null;
}

/** The file as the API takes it: base64 in JSON. */
export async function fileToUpload(file: File): Promise<UploadedFile> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return {
    fileName: file.name,
    contentType: file.type as UploadedFile['contentType'],
    contentBase64: btoa(binary),
  };
}
