import { describe, expect, it } from 'vitest';
import { CONDITION_CATEGORIES } from '../enums/condition-category';
import {
  DOCUMENT_REQUEST_TEXTS,
  documentRequestText,
  documentRequestUploadType,
  requestedDocumentCount,
  selectDocumentRequests,
} from './document-requests';

describe('document request texts', () => {
  it.each([
    [
      'BANK_ACCOUNT_FRAUD_REVIEW',
      'Upload Document',
      'We are missing your bank statement. Please click below to upload.',
      'upload-document',
    ],
    [
      'ID_VERIFICATION_FAILURE',
      'Verify Identity',
      'We are having issues verifying your identity. Please click below to try again.',
      'identity',
    ],
    [
      'IDENTITY_DOCUMENT_FRAUD_REVIEW',
      'Verify Identity',
      'We are having issues verifying your identity. Please click below to try again.',
      'identity',
    ],
    [
      'MISSING_PHONE_NUMBER',
      'Enter Phone Number',
      'We are missing your phone number. Please click below to enter.',
      'phone-number',
    ],
    [
      'REVIEW_TRUST_REQUIREMENTS',
      'Upload Document',
      'We are missing your certificate of trust. Please click below to upload.',
      'upload-document',
    ],
    [
      'PROPERTY_OWNERSHIP_FRAUD_REVIEW',
      'Upload Document',
      'We are missing your latest mortgage statement. Please click below to upload.',
      'upload-document',
    ],
    [
      'PROPERTY_LEGAL_DESCRIPTION',
      'Upload Document',
      'We are missing your deed or deed of trust. Please click below to upload.',
      'upload-document',
    ],
    [
      'FALSE_OWNERSHIP_TYPE_REVIEW',
      'Upload Document',
      'We are missing your deed or transfer document, and any documents showing a change of name. Please click below to upload.',
      'upload-document',
    ],
    [
      'HELOC_MANUAL_PAYSTUB_UPLOAD',
      'Upload Document',
      'We are missing your three most recent paystubs. Please click below to upload.',
      'upload-document',
    ],
    [
      'HARD_CREDIT_INQUIRY_REVIEW',
      'Upload Document',
      'We are missing proof that your other credit application was cancelled. Please click below to upload.',
      'upload-document',
    ],
    [
      'GENERIC_DOCUMENT_REQUEST',
      'Upload Document',
      'We need additional documentation to continue with your application. Please click below to upload.',
      'upload-document',
    ],
    [
      'ESCALATION_REVIEW',
      'Upload Document',
      'We need additional documentation to continue with your application. Please click below to upload.',
      'upload-document',
    ],
  ])('%s: %s, %j, %s', (categoryEnum, button, description, target) => {
    expect(documentRequestText({ categoryEnum })).toMatchObject({ button, description, target });
  });

  it.each(CONDITION_CATEGORIES)('%s has a header', (category) => {
    expect(DOCUMENT_REQUEST_TEXTS[category].header).not.toBe('');
  });

  it('has no card for an unknown category', () => {
    expect(documentRequestText({ categoryEnum: 'SOMETHING_NEW' })).toBeNull();
  });
});

describe('document request overrides', () => {
  it.each([
    [
      'comments replace the description',
      { commentsToBorrower: 'Please send page 2.' },
      'Upload Document',
      'Please send page 2.',
    ],
    [
      'blank comments are ignored',
      { commentsToBorrower: '   ' },
      'Upload Document',
      'We are missing your bank statement. Please click below to upload.',
    ],
    [
      'two listed documents',
      { requestDocuments: ['a', 'b'] },
      'Upload Documents',
      'We are missing your bank statement. Please click below to upload.',
    ],
    [
      'numDocsRequired of 3',
      { xtraData: { numDocsRequired: 3 } },
      'Upload Documents',
      'We are missing your bank statement. Please click below to upload.',
    ],
    [
      'one listed document',
      { requestDocuments: ['a'] },
      'Upload Document',
      'We are missing your bank statement. Please click below to upload.',
    ],
  ])('%s', (_case, extra, button, description) => {
    expect(
      documentRequestText({ categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW', ...extra }),
    ).toMatchObject({
      button,
      description,
    });
  });

  it('keeps the action button of non-upload cards however many documents are listed', () => {
    expect(
      documentRequestText({ categoryEnum: 'MISSING_PHONE_NUMBER', requestDocuments: ['a', 'b'] })
        ?.button,
    ).toBe('Enter Phone Number');
  });
});

describe('requestedDocumentCount', () => {
  it.each([
    [{}, 1],
    [{ xtraData: { numDocsRequired: null } }, 1],
    [{ xtraData: { numDocsRequired: 3 } }, 3],
    [{ requestDocuments: ['a', 'b'] }, 2],
    [{ requestDocuments: ['a', 'b'], xtraData: { numDocsRequired: 4 } }, 4],
  ])('%j -> %d', (extra, count) => {
    expect(requestedDocumentCount({ categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD', ...extra })).toBe(
      count,
    );
  });
});

describe('selectDocumentRequests', () => {
  it('keeps known categories, oldest first, undated last', () => {
    const conditions = [
      { id: 1, categoryEnum: 'MISSING_PHONE_NUMBER', created: '2026-03-02T10:00:00Z' },
      { id: 2, categoryEnum: 'UNKNOWN_THING', created: '2026-01-01T10:00:00Z' },
      { id: 3, categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW', created: '2026-02-01T10:00:00Z' },
      { id: 4, categoryEnum: 'GENERIC_DOCUMENT_REQUEST', created: null },
      { id: 5, categoryEnum: 'ESCALATION_REVIEW', created: '2026-03-02T10:00:00Z' },
    ];
    expect(selectDocumentRequests(conditions).map((c) => c.id)).toEqual([3, 1, 5, 4]);
  });
});

describe('documentRequestUploadType', () => {
  it.each([
    ['BANK_ACCOUNT_FRAUD_REVIEW', 'BANK_STATEMENT'],
    ['REVIEW_TRUST_REQUIREMENTS', 'CERTIFICATE_OF_TRUST'],
    ['PROPERTY_LEGAL_DESCRIPTION', 'PROPERTY_DESCRIPTION_SOURCE'],
    ['HELOC_MANUAL_PAYSTUB_UPLOAD', 'USER_UPLOADED_PAYSTUB'],
    ['HARD_CREDIT_INQUIRY_REVIEW', 'CANCELLATION_PROOF'],
    ['PROPERTY_OWNERSHIP_FRAUD_REVIEW', 'SUPPORT'],
    ['FALSE_OWNERSHIP_TYPE_REVIEW', 'SUPPORT'],
    ['GENERIC_DOCUMENT_REQUEST', 'SUPPORT'],
    ['ESCALATION_REVIEW', 'SUPPORT'],
  ] as const)('%s files its uploads as %s', (category, type) => {
    expect(documentRequestUploadType(category)).toBe(type);
  });
});
