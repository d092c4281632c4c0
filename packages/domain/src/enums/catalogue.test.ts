import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  zBpoStatus,
  zBypassStatus,
  zChatAlertLevel,
  zChatbotDownvoteReason,
  zChatParticipant,
  zChatProviderMode,
  zConditionCategory,
  zDecision,
  zDocumentType,
  zFeedbackTopic,
  zIncomeSource,
  zInterestType,
  zNameSuffix,
  zNotificationStatus,
  zOperatingHoursDepartment,
  zPaymentMethod,
  zPropertyCondition,
  zRateProgram,
  zRateType,
  zStageProgress,
  zSubDecision,
  zTitleStatus,
  zVerificationStatus,
  zYesNoAnswer,
} from '.';

type AnyEnum = z.ZodEnum<Record<string, string>>;

/** Each enumeration exactly as the spec lists it, in the spec's order. */
const catalogue: [string, AnyEnum, string[]][] = [
  [
    'document type',
    zDocumentType,
    [
      'ADDITIONAL_MORTGAGE_DISCLOSURES',
      'APPLICATION_SUMMARY',
      'ARTICLESCERTIFICATEFORMATION',
      'BANK_ACCOUNT_OVERVIEW',
      'BANK_STATEMENT',
      'CERTIFICATE_OF_TRUST',
      'CFPB_HELOC_BOOKLET',
      'CREDITDISCLOSURE',
      'CUSTOMER_DASHBOARD_DOCUMENT',
      'DRIVERSLICENSEFRONT',
      'DRIVERSLICENSEBACK',
      'FBI_MORTGAGE_FRAUD_NOTICE',
      'FLANTICOERCION',
      'FLOODDISCLOSURE',
      'GLBA_NOTICE',
      'HAZARD_DISCLOSURE',
      'IDCARDFRONT',
      'INT_REDUCT_FEE_DISCLOSURE',
      'OPERATINGPARNTNERSHIPAGREEMENT',
      'PASSPORTFRONT',
      'PERMANENTRESIDENTFRONT',
      'PROOFOFFLOODINSURANCE',
      'PROOFOFHAZARDINSURANCE',
      'PROPERTY_DESCRIPTION_SOURCE',
      'RIGHTNOTTOCLOSE',
      'STATEMENTOFLOAN',
      'TRUSTAGREEMENT',
      'USER_UPLOADED_PAYSTUB',
      'CANCELLATION_PROOF',
      'SUPPORT',
    ],
  ],
  [
    'condition category',
    zConditionCategory,
    [
      'BANK_ACCOUNT_FRAUD_REVIEW',
      'FALSE_OWNERSHIP_TYPE_REVIEW',
      'GENERIC_DOCUMENT_REQUEST',
      'HARD_CREDIT_INQUIRY_REVIEW',
      'HELOC_MANUAL_PAYSTUB_UPLOAD',
      'ID_VERIFICATION_FAILURE',
      'IDENTITY_DOCUMENT_FRAUD_REVIEW',
      'MISSING_PHONE_NUMBER',
      'PROPERTY_LEGAL_DESCRIPTION',
      'PROPERTY_OWNERSHIP_FRAUD_REVIEW',
      'REVIEW_TRUST_REQUIREMENTS',
      'ESCALATION_REVIEW',
    ],
  ],
  ['payment method', zPaymentMethod, ['AUTOPAY', 'MANUAL']],
  ['bypass', zBypassStatus, ['WAITING', 'BYPASS', 'NO_BYPASS']],
  ['verification', zVerificationStatus, ['VERIFIED', 'FAILED_VERIFICATION', 'PENDING_REVIEW']],
  [
    'BPO status',
    zBpoStatus,
    ['BPO_NOT_REQUIRED', 'BPO_REQUIRED', 'UNKNOWN_BPO_STATUS', 'BPO_PROCESSING', 'BPO_COMPLETE'],
  ],
  [
    'property condition',
    zPropertyCondition,
    ['UNKNOWN_CONDITION', 'NOT_AVAILABLE', 'POOR', 'FAIR', 'AVERAGE', 'GOOD', 'EXCELLENT'],
  ],
  [
    'title status',
    zTitleStatus,
    [
      'TITLE_REQUIRED',
      'TITLE_NOT_REQUIRED',
      'PREQUAL_TITLE_PROCESSING',
      'PREQUAL_TITLE_COMPLETE',
      'FINAL_TITLE_PROCESSING',
      'FINAL_TITLE_COMPLETE',
      'UNKNOWN_TITLE_STATUS',
    ],
  ],
  [
    'decision',
    zDecision,
    [
      'APPROVED',
      'ASSET_DEPLETION',
      'DECLINE',
      'ERROR',
      'FINAL',
      'INELIGIBLE',
      'INITIAL',
      'REVIEW',
      'SELECT',
      'UNKNOWN',
    ],
  ],
  [
    'sub-decision',
    zSubDecision,
    [
      'BPO_PENDING',
      'CREDIT_FROZEN',
      'FINAL_OFFER',
      'UNKNOWN_SUBDECISION',
      'UNVERIFIED_DTI_LIMITED',
      'UNVERIFIED_OFFER',
      'UNVERIFIED_ONBOARDING_COMPLETE',
      'VERIFIED_DTI_LIMITED',
      'VERIFIED_INCOME_MATCHED_OFFER',
      'VERIFIED_OFFER',
      'VERIFIED_RESERVE_LIMITED',
    ],
  ],
  [
    'income source',
    zIncomeSource,
    [
      'EMPINFO',
      'MANUAL_PAYSTUB',
      'OTHER',
      'PLAID_TRANSACTIONS',
      'POINTSERV_1099_MISC',
      'POINTSERV_PAYROLL',
      'POINTSERV_TAX',
      'TRUV_FINANCIAL_ACCOUNTS',
      'TRUV_PAYROLL',
      'UNKNOWN',
    ],
  ],
  [
    'rate type',
    zRateType,
    [
      'ALL_IN',
      'AUTOPAY',
      'CREDIT_UNION',
      'DEPARTMENT_OF_COMMERCE_CU',
      'QUORUM',
      'TEACHERS_FEDERAL_CU',
      'VALLEY_STRONG_FFA',
      'VALLEY_STRONG_NON_FFA',
    ],
  ],
  [
    'rate program (second list)',
    zRateProgram,
    [
      'ALL_IN',
      'DEPARTMENT_OF_COMMERCE_CU',
      'QUORUM',
      'TEACHERS_FEDERAL_CU',
      'VALLEY_STRONG_FFA',
      'VALLEY_STRONG_NON_FFA',
    ],
  ],
  ['interest type', zInterestType, ['UNKNOWN', 'FIXED', 'FLOATING']],
  ['stage progress', zStageProgress, ['INITIAL', 'IN_PROGRESS', 'COMPLETE']],
  ['chat provider mode', zChatProviderMode, ['twilio', 'nice', 'stream', 'talkjs', 'chatbot']],
  ['chat participant', zChatParticipant, ['customer', 'agent', 'chatbot']],
  ['chat alert level', zChatAlertLevel, ['warning', 'error']],
  ['operating-hours department', zOperatingHoursDepartment, ['OPS_CHAT', 'OPS_PHONE']],
  ['feedback topic', zFeedbackTopic, ['IMPROVE', 'COMPLIMENT']],
  [
    'chatbot downvote reason',
    zChatbotDownvoteReason,
    ['Answer too vague', 'Not specific to my application', 'Not what I was asking about', 'other'],
  ],
  ['name suffix', zNameSuffix, ['', 'I', 'II', 'III', 'IV', 'V', 'JR', 'SR']],
  ['notification status', zNotificationStatus, ['UNREAD', 'READ']],
  ['yes/no answer', zYesNoAnswer, ['YES', 'NO']],
];

describe.each(catalogue)('%s', (_name, schema, values) => {
  it('lists exactly the spec values in order', () => {
    expect(schema.options).toEqual(values);
  });

  it.each(values)('accepts %j', (value) => {
    expect(schema.parse(value)).toBe(value);
  });

  it.each(['NOT_A_VALUE', 'x', null, 0])('rejects %j', (value) => {
    expect(schema.safeParse(value).success).toBe(false);
  });
});
