import {
  checkUpload,
  documentUploadPath,
  FILE_KIND_SNIFF_BYTES,
  formatFileSize,
  isPhotoOnlyUpload,
  MAX_UPLOAD_BYTES,
  UPLOAD_ACCEPT,
  UPLOAD_MESSAGES,
  type BorrowerUploadType,
} from '@openheloc/domain';
import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { uploadFile } from '@/lib/upload-file';
import { FieldError, FieldHint, FieldLabel } from './field-parts';
import type { UploadFieldValue } from './upload-field-value';
import { describedBy, fieldId } from './field-ids';
import { groupClasses } from './input-classes';

const PHOTO_ACCEPT = '.jpg,.jpeg,.png,.heic,.heif,image/jpeg,image/png,image/heic,image/heif';

export interface FileUploadFieldProps {
  /** The form field's name: the input's id and the error summary's link come from it. */
  name: string;
  label: ReactNode;
  /** Said under the label, before the accepted types and the size limit. */
  hint?: ReactNode;
  applicationUuid: string;
  /** Where the file goes, when not the application's documents (an additional signer's uploads). */
  uploadPath?: string;
  /** What the file is (USER_UPLOADED_PAYSTUB, DRIVERSLICENSEFRONT, PROOFOFHAZARDINSURANCE…). */
  documentType: BorrowerUploadType;
  value: UploadFieldValue;
  onChange: (value: UploadFieldValue) => void;
  /** The form's message for this field, once submitted (the same words as a failed upload's). */
  error?: string;
  /** 'environment' opens the back camera on phones (an ID, a paper paystub); desktops ignore it. */
  capture?: 'environment' | 'user';
  optional?: boolean;
}

/**
 * One file, uploaded as soon as it is chosen, with a progress bar.
 *
 * Usage with react-hook-form: the field's schema is zUploadField('Please upload …') (its output
 * is the stored UploadedDocument), its default value null, and
 *   const { field } = useController({ control: form.control, name: 'paystub' });
 *   <FileUploadField name="paystub" label="Your most recent paystub" applicationUuid={uuid}
 *     documentType="USER_UPLOADED_PAYSTUB" value={field.value} onChange={field.onChange}
 *     error={errorFor('paystub')} />
 * then send the document's uuid with the step (paystubs, ID sides, insurance, document requests).
 *
 * The browser checks the size and the first bytes before sending (the server checks again). A
 * refused or failed upload says why under the field (and in the error summary on Continue);
 * the rest of the form is left as it was.
 */
export function FileUploadField({
  name,
  label,
  hint,
  applicationUuid,
  uploadPath = documentUploadPath(applicationUuid),
  documentType,
  value,
  onChange,
  error,
  capture,
  optional,
}: FileUploadFieldProps) {
  const [percent, setPercent] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const statusId = useId();
  useEffect(() => () => abortRef.current?.abort(), []);

  const photoOnly = isPhotoOnlyUpload(documentType);
  const message = error ?? (value?.status === 'failed' ? value.message : undefined);
  const uploading = value?.status === 'uploading';
  const document = value?.status === 'done' ? value.document : null;

  async function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    abortRef.current?.abort();
    const head = new Uint8Array(await file.slice(0, FILE_KIND_SNIFF_BYTES).arrayBuffer());
    const check = checkUpload(head, file.size, { photoOnly });
    if (!check.ok) {
      onChange({ status: 'failed', message: check.message });
      event.target.value = '';
      return;
    }
    const controller = new AbortController();
    abortRef.current = controller;
    setPercent(0);
    onChange({ status: 'uploading', fileName: file.name });
    try {
      const stored = await uploadFile(uploadPath, {
        fields: { type: documentType },
        file,
        signal: controller.signal,
        onProgress: setPercent,
      });
      onChange({ status: 'done', document: stored });
    } catch (failure) {
      if (controller.signal.aborted) return;
      onChange({
        status: 'failed',
        message:
          failure instanceof Error && failure.message ? failure.message : UPLOAD_MESSAGES.failed,
      });
    } finally {
      if (inputRef.current) inputRef.current.value = '';
    }
  }

  return (
    <div className={groupClasses(Boolean(message))}>
      <FieldLabel name={name} optional={optional}>
        {label}
      </FieldLabel>
      <FieldHint name={name}>
        {hint ? <span className="block">{hint}</span> : null}
        <span className="block">
          {photoOnly ? 'A photo: JPEG, PNG or HEIC' : 'PDF, JPEG, PNG or HEIC'}, up to{' '}
          {formatFileSize(MAX_UPLOAD_BYTES).replace('.0 ', ' ')}.
        </span>
      </FieldHint>
      {document ? (
        <p className="mt-3 flex flex-wrap items-center gap-x-2 rounded-lg border border-line bg-brand-50 p-3">
          <span aria-hidden="true" className="font-bold text-brand-700">
            ✓
          </span>
          <span className="font-semibold break-all">{document.fileName}</span>
          <span>uploaded ({formatFileSize(document.sizeBytes)})</span>
        </p>
      ) : null}
      {/*
        The browser's own button says "No file chosen" beside it even once a file is uploaded,
        and its look cannot be relied on: the real input lies, transparent, over a button drawn
        here. It keeps its label, focus and keyboard; the drawing is hidden from screen readers.
      */}
      <div className="relative mt-3 inline-flex max-w-full">
        <input
          ref={inputRef}
          id={fieldId(name)}
          name={name}
          type="file"
          accept={photoOnly ? PHOTO_ACCEPT : UPLOAD_ACCEPT}
          {...(capture ? { capture } : {})}
          disabled={uploading}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy(name, { hint: true, error: message, extra: [statusId] })}
          onChange={(event) => void onFileChosen(event)}
          className="peer absolute inset-0 size-full scroll-mb-4 cursor-pointer opacity-0 disabled:cursor-progress"
        />
        <span
          aria-hidden="true"
          className={[
            'inline-flex min-h-12 items-center rounded-lg border-2 border-brand-600 bg-white px-5 py-2',
            'font-semibold text-brand-700 peer-hover:bg-brand-50 peer-disabled:opacity-70',
            'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-800',
          ].join(' ')}
        >
          {document ? 'Choose another file' : 'Choose a file'}
        </span>
      </div>
      <div id={statusId} aria-live="polite">
        {uploading ? (
          <div className="mt-3">
            <p className="text-sm">
              Uploading {value.fileName}… {percent}%
            </p>
            <div
              role="progressbar"
              aria-label={`Uploading ${value.fileName}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="mt-2 h-3 w-full overflow-hidden rounded-full bg-brand-100"
            >
              <div
                className="h-full rounded-full bg-brand-600 transition-[width] duration-200 ease-out"
                style={{ width: `${percent}%` }}
              />
            </div>
          </div>
        ) : document ? (
          <span className="sr-only">{document.fileName} uploaded</span>
        ) : null}
      </div>
      <FieldError name={name} message={message} />
    </div>
  );
}
