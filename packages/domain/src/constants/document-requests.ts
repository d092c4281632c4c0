import type { ConditionCategory } from '../enums/condition-category';
import { isConditionCategory } from '../enums/condition-category';
import type { BorrowerUploadType } from '../documents/uploaded-document';
import { DEFAULT_NUM_DOCS_REQUIRED } from './lending-limits';

/** Where a document-request card sends the borrower. */
export type DocumentRequestTarget = 'upload-document' | 'identity' | 'phone-number';

export interface DocumentRequestText {
  button: string;
  header: string;
  description: string;
  target: DocumentRequestTarget;
}

const UPLOAD_DOCUMENT = 'Upload Document';
export const UPLOAD_DOCUMENTS = 'Upload Documents';

function upload(header: string, description: string): DocumentRequestText {
  return { button: UPLOAD_DOCUMENT, header, description, target: 'upload-document' };
}

const verifyIdentity: DocumentRequestText = {
  button: 'Verify Identity',
  header: 'Verify your identity',
  description: 'We are having issues verifying your identity. Please click below to try again.',
  target: 'identity',
};

const genericDocuments = upload(
  'Additional documents needed',
  'We need additional documentation to continue with your application. Please click below to upload.',
);

/** Texts per category; the three the spec quotes are verbatim, the others follow their pattern. */
export const DOCUMENT_REQUEST_TEXTS: Readonly<Record<ConditionCategory, DocumentRequestText>> = {
  BANK_ACCOUNT_FRAUD_REVIEW: upload(
    'Bank statement needed',
    'We are missing your bank statement. Please click below to upload.',
  ),
  ID_VERIFICATION_FAILURE: verifyIdentity,
  IDENTITY_DOCUMENT_FRAUD_REVIEW: verifyIdentity,
  MISSING_PHONE_NUMBER: {
    button: 'Enter Phone Number',
    header: 'Phone number needed',
    description: 'We are missing your phone number. Please click below to enter.',
    target: 'phone-number',
  },
  REVIEW_TRUST_REQUIREMENTS: upload(
    'Certificate of trust needed',
    'We are missing your certificate of trust. Please click below to upload.',
  ),
  PROPERTY_OWNERSHIP_FRAUD_REVIEW: upload(
    'Mortgage statement needed',
    'We are missing your latest mortgage statement. Please click below to upload.',
  ),
  PROPERTY_LEGAL_DESCRIPTION: upload(
    'Deed needed',
    'We are missing your deed or deed of trust. Please click below to upload.',
  ),
  FALSE_OWNERSHIP_TYPE_REVIEW: upload(
    'Deed or transfer document needed',
    'We are missing your deed or transfer document, and any documents showing a change of name. Please click below to upload.',
  ),
  HELOC_MANUAL_PAYSTUB_UPLOAD: upload(
    'Paystubs needed',
    'We are missing your three most recent paystubs. Please click below to upload.',
  ),
  HARD_CREDIT_INQUIRY_REVIEW: upload(
    'Proof of cancellation needed',
    'We are missing proof that your other credit application was cancelled. Please click below to upload.',
  ),
  GENERIC_DOCUMENT_REQUEST: genericDocuments,
  ESCALATION_REVIEW: genericDocuments,
};

/** What the files answering a request are filed as; a request for anything else is SUPPORT. */
const REQUEST_UPLOAD_TYPES: Partial<Record<ConditionCategory, BorrowerUploadType>> = {
  BANK_ACCOUNT_FRAUD_REVIEW: 'BANK_STATEMENT',
  REVIEW_TRUST_REQUIREMENTS: 'CERTIFICATE_OF_TRUST',
  PROPERTY_LEGAL_DESCRIPTION: 'PROPERTY_DESCRIPTION_SOURCE',
  HELOC_MANUAL_PAYSTUB_UPLOAD: 'USER_UPLOADED_PAYSTUB',
  HARD_CREDIT_INQUIRY_REVIEW: 'CANCELLATION_PROOF',
};

export function documentRequestUploadType(category: ConditionCategory): BorrowerUploadType {
  return REQUEST_UPLOAD_TYPES[category] ?? 'SUPPORT';
}

export interface DocumentRequestCondition {
  categoryEnum: string;
  created?: string | null;
  commentsToBorrower?: string | null;
  requestDocuments?: readonly unknown[] | null;
  xtraData?: { numDocsRequired?: number | null } | null;
}

/** How many documents a condition asks for: its listed documents or numDocsRequired (default 1). */
export function requestedDocumentCount(condition: DocumentRequestCondition): number {
  return Math.max(
    condition.requestDocuments?.length ?? 0,
    condition.xtraData?.numDocsRequired ?? DEFAULT_NUM_DOCS_REQUIRED,
  );
}

/**
 * The card for one condition: comments to the borrower replace the description, and an upload
 * asking for more than one document says 'Upload Documents'. Unknown categories have no card.
 */
export function documentRequestText(
  condition: DocumentRequestCondition,
): DocumentRequestText | null {
  if (!isConditionCategory(condition.categoryEnum)) return null;
  const base = DOCUMENT_REQUEST_TEXTS[condition.categoryEnum];
  const comments = condition.commentsToBorrower?.trim() ?? '';
  const manyDocuments = base.target === 'upload-document' && requestedDocumentCount(condition) > 1;
  return {
    ...base,
    button: manyDocuments ? UPLOAD_DOCUMENTS : base.button,
    description: comments === '' ? base.description : comments,
  };
}

function createdTime(condition: DocumentRequestCondition): number {
  const time = condition.created ? Date.parse(condition.created) : Number.NaN;
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
}

/** The cards to show: known categories only, oldest first (undated ones last, order kept). */
export function selectDocumentRequests<T extends DocumentRequestCondition>(
  conditions: readonly T[],
): T[] {
  return conditions
    .filter((condition) => isConditionCategory(condition.categoryEnum))
    .map((condition, index) => ({ condition, index }))
    .sort((a, b) => createdTime(a.condition) - createdTime(b.condition) || a.index - b.index)
    .map(({ condition }) => condition);
}
