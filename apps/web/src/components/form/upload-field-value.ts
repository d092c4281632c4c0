import { UPLOAD_MESSAGES, type UploadedDocument } from '@openheloc/domain';
import { z } from 'zod';

/**
 * A file field's value in a form: nothing yet, an upload on its way, a refused or failed one
 * (with the reason, which the error summary then lists too), or the stored document.
 */
export type UploadFieldValue =
  | null
  | { status: 'uploading'; fileName: string }
  | { status: 'failed'; message: string }
  | { status: 'done'; document: UploadedDocument };

export const UPLOAD_IN_PROGRESS_MESSAGE = 'Please wait until the file has finished uploading';

/** The schema of a required upload field: its output is the stored document. */
export function zUploadField(requiredMessage: string = UPLOAD_MESSAGES.required) {
  return z.custom<UploadFieldValue>().transform((value, ctx) => {
    if (value?.status === 'done') return value.document;
    ctx.addIssue({
      code: 'custom',
      message:
        value === null || value === undefined
          ? requiredMessage
          : value.status === 'uploading'
            ? UPLOAD_IN_PROGRESS_MESSAGE
            : value.message,
    });
    return z.NEVER;
  });
}

/** The same for an optional upload: null when none was chosen. */
export function zOptionalUploadField() {
  return z.custom<UploadFieldValue>().transform((value, ctx) => {
    if (value === null || value === undefined) return null;
    if (value.status === 'done') return value.document;
    ctx.addIssue({
      code: 'custom',
      message: value.status === 'uploading' ? UPLOAD_IN_PROGRESS_MESSAGE : value.message,
    });
    return z.NEVER;
  });
}
