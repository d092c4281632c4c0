import {
  documentRequestUploadType,
  requestedDocumentCount,
  UPLOAD_MESSAGES,
  type Condition,
} from '@openheloc/domain';
import { useController, type Control } from 'react-hook-form';
import { z } from 'zod';
import { FileUploadField } from './file-upload-field';
import { zUploadField, type UploadFieldValue } from './upload-field-value';

/** The form answering a document request: one upload per document it asks for. */
export const zRequestDocumentsForm = z.object({
  documents: z.array(zUploadField(UPLOAD_MESSAGES.required)),
});
export type RequestDocumentsInput = { documents: UploadFieldValue[] };
export type RequestDocumentsValues = z.output<typeof zRequestDocumentsForm>;

const documentLabel = (index: number, count: number) =>
  count === 1 ? 'Your document' : `Document ${index + 1} of ${count}`;

/** The step form's options for a request: its empty fields and their labels for the summary. */
export function requestDocumentsFormOptions(condition: Condition) {
  const count = requestedDocumentCount(condition);
  return {
    schema: zRequestDocumentsForm,
    defaultValues: { documents: Array.from({ length: count }, () => null) },
    labels: Object.fromEntries(
      Array.from({ length: count }, (_, index) => [
        `documents.${index}`,
        documentLabel(index, count),
      ]),
    ),
  };
}

interface RequestDocumentFieldsProps {
  control: Control<RequestDocumentsInput, unknown, RequestDocumentsValues>;
  condition: Condition;
  applicationUuid: string;
  /** Where the files go, when not the application's documents (an additional signer's). */
  uploadPath?: string;
  errorFor: (name: `documents.${number}`) => string | undefined;
}

function DocumentField({
  index,
  count,
  control,
  condition,
  applicationUuid,
  uploadPath,
  errorFor,
}: RequestDocumentFieldsProps & { index: number; count: number }) {
  const { field } = useController({ control, name: `documents.${index}` });
  return (
    <div className="mb-6">
      <FileUploadField
        name={`documents.${index}`}
        label={documentLabel(index, count)}
        hint={index === 0 ? 'A clear scan or photo of every page.' : undefined}
        applicationUuid={applicationUuid}
        {...(uploadPath ? { uploadPath } : {})}
        documentType={documentRequestUploadType(condition.categoryEnum)}
        value={field.value}
        onChange={field.onChange}
        error={errorFor(`documents.${index}`)}
      />
    </div>
  );
}

/** One upload field per document a request asks for, each filed as the request's type. */
export function RequestDocumentFields(props: RequestDocumentFieldsProps) {
  const count = requestedDocumentCount(props.condition);
  return (
    <>
      {count > 1 ? (
        <p className="mb-6">Please upload {count} documents, one in each field.</p>
      ) : null}
      {Array.from({ length: count }, (_, index) => (
        <DocumentField key={index} index={index} count={count} {...props} />
      ))}
    </>
  );
}
