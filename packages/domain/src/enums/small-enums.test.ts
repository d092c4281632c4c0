import { describe, expect, it } from 'vitest';
import {
  ALABAMA,
  CHAT_SKILLS,
  FEEDBACK_TOPIC_LABELS,
  CHATBOT_DOWNVOTE_REASON_LABELS,
  ID_TYPE_DOCUMENT_TYPES,
  ID_TYPE_LABELS,
  US_STATES,
  chatSkillFor,
  isConditionCategory,
  isLiveAgentMode,
  isUsState,
  zUsState,
} from '.';

describe('chat skill', () => {
  it.each([
    [true, true, 'CLOC_HELOC'],
    [true, false, 'CLOC_HELOC'],
    [false, true, 'FHEL'],
    [false, false, 'White Label'],
  ] as const)('crypto %s, own organisation %s -> %s', (isCrypto, isOwnOrganization, skill) => {
    expect(chatSkillFor({ isCrypto, isOwnOrganization })).toBe(skill);
    expect(CHAT_SKILLS).toContain(skill);
  });
});

describe('live-agent modes', () => {
  it.each([
    ['twilio', true],
    ['nice', true],
    ['stream', true],
    ['talkjs', true],
    ['chatbot', false],
  ] as const)('%s is a live-agent mode: %s', (mode, live) => {
    expect(isLiveAgentMode(mode)).toBe(live);
  });
});

describe('labels', () => {
  it.each([
    ['IMPROVE', 'Improve our product'],
    ['COMPLIMENT', 'Give us a compliment'],
  ] as const)('feedback topic %s -> %s', (topic, label) => {
    expect(FEEDBACK_TOPIC_LABELS[topic]).toBe(label);
  });

  it.each([
    ['Answer too vague', 'Answer too vague'],
    ['other', 'Other'],
  ] as const)('downvote reason %j -> %s', (reason, label) => {
    expect(CHATBOT_DOWNVOTE_REASON_LABELS[reason]).toBe(label);
  });

  it.each([
    ['DRIVERS_LICENSE', "US Driver's License", 'DRIVERSLICENSEFRONT', 'DRIVERSLICENSEBACK'],
    ['PASSPORT', 'US Passport', 'PASSPORTFRONT', undefined],
    ['STATE_ID_CARD', 'US State ID Card', 'IDCARDFRONT', undefined],
    ['PERMANENT_RESIDENT_CARD', 'US Permanent Resident Card', 'PERMANENTRESIDENTFRONT', undefined],
  ] as const)('ID type %s is %s (front %s, back %s)', (type, label, front, back) => {
    expect(ID_TYPE_LABELS[type]).toBe(label);
    expect(ID_TYPE_DOCUMENT_TYPES[type]).toEqual(back ? { front, back } : { front });
  });
});

describe('US states', () => {
  it('has 50 states and DC', () => {
    expect(US_STATES).toHaveLength(51);
    expect(ALABAMA).toBe('AL');
  });

  it.each([
    ['AL', true],
    ['DC', true],
    ['NY', true],
    ['WY', true],
    ['PR', false],
    ['ny', false],
    ['XX', false],
    ['toString', false],
  ])('%s is a state: %s', (code, valid) => {
    expect(isUsState(code)).toBe(valid);
    expect(zUsState.safeParse(code).success).toBe(valid);
  });
});

describe('condition category guard', () => {
  it.each([
    ['MISSING_PHONE_NUMBER', true],
    ['SOMETHING_NEW', false],
  ])('%s known: %s', (value, known) => {
    expect(isConditionCategory(value)).toBe(known);
  });
});
