import { describe, expect, it } from 'vitest';
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
import { specEnumeration } from '../testing/spec-text';

/** An enumeration of either zod build (classic or mini). */
type AnyEnum = {
  options: readonly string[];
  parse: (value: unknown) => unknown;
  safeParse: (value: unknown) => { success: boolean };
};

const spec = specEnumeration;

/**
 * Each enumeration against the spec's list of enumerations, read from the spec itself, in the
 * spec's order.
 */
const catalogue: [string, AnyEnum, string[]][] = [
  ['document type', zDocumentType, spec('Document types')],
  ['condition category', zConditionCategory, spec('Condition categories')],
  ['payment method', zPaymentMethod, spec('Payment method')],
  ['bypass', zBypassStatus, spec('Bypass')],
  ['verification', zVerificationStatus, spec('Verification')],
  ['BPO status', zBpoStatus, spec('BPO status')],
  ['property condition', zPropertyCondition, spec('Property condition')],
  ['title status', zTitleStatus, spec('Title status')],
  ['decision', zDecision, spec('Decision')],
  ['sub-decision', zSubDecision, spec('Sub-decision')],
  ['income source', zIncomeSource, spec('Income source')],
  ['rate type', zRateType, spec('Rate-type / program list')],
  [
    // 'A second list omits AUTOPAY and CREDIT_UNION.'
    'rate program (second list)',
    zRateProgram,
    spec('Rate-type / program list').filter(
      (value) => !['AUTOPAY', 'CREDIT_UNION'].includes(value),
    ),
  ],
  ['interest type', zInterestType, spec('Interest type')],
  ['stage progress', zStageProgress, spec('Stage progress')],
  ['chat provider mode', zChatProviderMode, spec('Chat provider modes')],
  ['feedback topic', zFeedbackTopic, spec('Feedback topics')],
  ['chatbot downvote reason', zChatbotDownvoteReason, spec('Chatbot downvote reasons')],
  [
    // 'blank' is the empty suffix.
    'name suffix',
    zNameSuffix,
    spec('Name suffix').map((value) => (value === 'blank' ? '' : value)),
  ],
  // Named in the spec's prose (calls, chat rules) rather than its list of enumerations.
  ['chat participant', zChatParticipant, ['customer', 'agent', 'chatbot']],
  ['chat alert level', zChatAlertLevel, ['warning', 'error']],
  ['operating-hours department', zOperatingHoursDepartment, ['OPS_CHAT', 'OPS_PHONE']],
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
