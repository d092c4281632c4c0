import { z } from 'zod';
import { zConditionCategory, type ConditionCategory } from '../enums/condition-category';
import { zPhoneNumber } from '../validation/contact';

/**
 * A document request's life: OPEN (the borrower must act), SUBMITTED (the borrower answered, the
 * lender reviews), CLEARED (the lender accepted it, or the workflow saw it resolved) or CANCELLED
 * (raised in error). Only the lender or the workflow clears or cancels.
 */
export const CONDITION_STATUSES = ['OPEN', 'SUBMITTED', 'CLEARED', 'CANCELLED'] as const;
export const zConditionStatus = z.enum(CONDITION_STATUSES);
export type ConditionStatus = z.infer<typeof zConditionStatus>;

export const CONDITION_STATUS_LABELS: Readonly<Record<ConditionStatus, string>> = {
  OPEN: 'Waiting for the borrower',
  SUBMITTED: 'Ready for review',
  CLEARED: 'Cleared',
  CANCELLED: 'Cancelled',
};

/** Most documents one request may ask for. */
export const MAX_DOCS_PER_CONDITION = 10;
export const CONDITION_COMMENT_MAX_LENGTH = 1000;

export const CONDITION_MESSAGES = {
  notFound: 'We could not find this document request',
  notOpen: 'This document request has already been answered',
  notSubmitted: 'This document request is not waiting for a review',
  wrongAnswer: 'This document request asks for something else',
  sameDocumentTwice: 'The same file is listed twice. Please choose different files',
  tooFewDocuments: (required: number) =>
    `Please upload ${required === 1 ? 'a document' : `${required} documents`} for this request`,
  tooManyDocuments: `You can upload at most ${MAX_DOCS_PER_CONDITION} documents for one request`,
  commentRequired: 'Tell the borrower what to send instead',
  commentTooLong: `Cannot be more than ${CONDITION_COMMENT_MAX_LENGTH} characters`,
  signerNotFound: 'We could not find that signer on this application',
  notForSigner:
    'An additional signer can only be asked for their identity, their deed or ownership papers, a certificate of trust or another document',
  signerConditionsOff: 'Document requests for additional signers are switched off for this lender',
  nothingToUpload: 'No document request is waiting for you, so there is nothing to upload',
} as const;

/**
 * What may be asked of an additional signer: their own identity and papers about their share of
 * the home. Income, credit, bank and phone requests concern the borrower's application only.
 */
export const SIGNER_CONDITION_CATEGORIES = [
  'ID_VERIFICATION_FAILURE',
  'IDENTITY_DOCUMENT_FRAUD_REVIEW',
  'FALSE_OWNERSHIP_TYPE_REVIEW',
  'PROPERTY_LEGAL_DESCRIPTION',
  'REVIEW_TRUST_REQUIREMENTS',
  'GENERIC_DOCUMENT_REQUEST',
] as const satisfies readonly ConditionCategory[];

export const isSignerConditionCategory = (category: ConditionCategory): boolean =>
  (SIGNER_CONDITION_CATEGORIES as readonly ConditionCategory[]).includes(category);

export const zConditionDocument = z.object({
  uuid: z.uuid(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int().nonnegative(),
  created: z.string(),
});
export type ConditionDocument = z.infer<typeof zConditionDocument>;

/**
 * A document request as the borrower's dashboard reads it (the spec's Condition: categoryEnum,
 * created, commentsToBorrower, requestDocuments, actionNeeded, xtraData.numDocsRequired), with
 * its uuid, status and the documents already sent for it.
 */
export const zCondition = z.object({
  uuid: z.uuid(),
  categoryEnum: zConditionCategory,
  created: z.string(),
  status: zConditionStatus,
  commentsToBorrower: z.string().nullable(),
  requestDocuments: z.array(z.string()),
  actionNeeded: z.boolean(),
  xtraData: z.object({ numDocsRequired: z.number().int().positive().nullable() }),
  documents: z.array(zConditionDocument),
});
export type Condition = z.infer<typeof zCondition>;
export const zConditionList = z.array(zCondition);

/** The borrower answers an upload request with the uploads (by uuid) it asked for. */
export const zConditionDocumentsAnswer = z.object({
  documentUuids: z
    .array(z.uuid({ error: 'Please upload the file again' }))
    .min(1, { error: 'Please choose a file to upload' })
    .max(MAX_DOCS_PER_CONDITION, { error: CONDITION_MESSAGES.tooManyDocuments }),
});
export type ConditionDocumentsAnswer = z.infer<typeof zConditionDocumentsAnswer>;

export const zConditionPhoneAnswer = z.object({ phoneNumber: zPhoneNumber });
export type ConditionPhoneAnswer = z.infer<typeof zConditionPhoneAnswer>;

const zComment = z
  .string()
  .trim()
  .max(CONDITION_COMMENT_MAX_LENGTH, { error: CONDITION_MESSAGES.commentTooLong });

/** An underwriter raises a request on an application. */
export const zRaiseConditionRequest = z.object({
  categoryEnum: zConditionCategory,
  /** An additional signer of the application to ask instead of the borrower. */
  signerUuid: z.uuid({ error: CONDITION_MESSAGES.signerNotFound }).optional(),
  commentsToBorrower: zComment.optional(),
  numDocsRequired: z.coerce
    .number({ error: 'Enter a number of documents' })
    .int({ error: 'Enter a whole number of documents' })
    .min(1, { error: 'Ask for at least 1 document' })
    .max(MAX_DOCS_PER_CONDITION, {
      error: `Ask for at most ${MAX_DOCS_PER_CONDITION} documents`,
    }),
  internalNotes: zComment.optional(),
});
export type RaiseConditionRequest = z.infer<typeof zRaiseConditionRequest>;
export type RaiseConditionInput = z.input<typeof zRaiseConditionRequest>;

/** An underwriter sends an answer back to the borrower with what to send instead. */
export const zReturnConditionRequest = z.object({
  commentsToBorrower: zComment.min(1, { error: CONDITION_MESSAGES.commentRequired }),
});
export type ReturnConditionRequest = z.infer<typeof zReturnConditionRequest>;

/** A request as operations staff see it: the borrower's view plus who, where and notes. */
export const zOpsCondition = zCondition.extend({
  applicationUuid: z.uuid(),
  orgCode: z.string(),
  borrowerName: z.string(),
  /** The additional signer asked, or null when the borrower is. */
  signer: z.object({ uuid: z.uuid(), name: z.string() }).nullable(),
  internalNotes: z.string().nullable(),
  raisedBy: z.string(),
  submitted: z.string().nullable(),
  resolved: z.string().nullable(),
  resolvedBy: z.string().nullable(),
});
export type OpsCondition = z.infer<typeof zOpsCondition>;
export const zOpsConditionList = z.array(zOpsCondition);

export const conditionsPath = (applicationUuid: string) =>
  `/service-conditions/external/api/v1/applications/${applicationUuid}/conditions/external-applicants`;
export const conditionAnswerPath = (
  applicationUuid: string,
  conditionUuid: string,
  answer: 'documents' | 'phone-number',
) =>
  `/service-conditions/external/api/v1/applications/${applicationUuid}/conditions/${conditionUuid}/${answer}`;

/** The signer's own document requests (open, in review and cleared), oldest first. */
export const SIGNER_CONDITIONS_PATH = '/service-application/api/v1/heloc-signer/me/conditions';
export const signerConditionAnswerPath = (conditionUuid: string) =>
  `${SIGNER_CONDITIONS_PATH}/${conditionUuid}/documents`;
/** Where a signer's uploads go (multipart, as the borrower's). */
export const SIGNER_UPLOAD_PATH = '/service-application/api/v1/heloc-signer/me/uploads';
