import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { zCeoFeedbackForm, zCeoFeedbackRequest } from './ceo-feedback';
import { zChatPreEngagement, zChatPreEngagementWithAgent } from './chat-pre-engagement';
import { zChatbotFeedbackForm } from './chatbot-feedback';
import { toFieldErrors } from './field-errors';

function errorsOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? [] : toFieldErrors(result.error);
}

const chat = { friendlyName: 'Ana', emailAddress: 'ana@example.com' };
const ceo = { topic: 'IMPROVE', message: 'Make the app darker.', marketingConsent: 'NO' };

describe('chat, chatbot and CEO feedback validation', () => {
  it.each([
    [
      'chat name blank',
      zChatPreEngagement,
      { ...chat, friendlyName: ' ' },
      'friendlyName',
      'Required',
    ],
    [
      'chat name missing',
      zChatPreEngagement,
      { emailAddress: chat.emailAddress },
      'friendlyName',
      'Required',
    ],
    [
      'chat name 129 characters',
      zChatPreEngagement,
      { ...chat, friendlyName: 'a'.repeat(129) },
      'friendlyName',
      'Cannot be more than 128 characters',
    ],
    [
      'chat email blank',
      zChatPreEngagement,
      { ...chat, emailAddress: '' },
      'emailAddress',
      'Required',
    ],
    [
      'chat email 129 characters',
      zChatPreEngagement,
      { ...chat, emailAddress: `${'a'.repeat(120)}@test.com` },
      'emailAddress',
      'Cannot be more than 128 characters',
    ],
    [
      'chat email invalid',
      zChatPreEngagement,
      { ...chat, emailAddress: 'ana' },
      'emailAddress',
      'Please enter a valid email address',
    ],
    [
      'agent id blank',
      zChatPreEngagementWithAgent,
      { ...chat, agentId: '' },
      'agentId',
      'Required',
    ],
    ['agent id missing', zChatPreEngagementWithAgent, chat, 'agentId', 'Required'],
    ['chatbot reason missing', zChatbotFeedbackForm, {}, 'reason', 'Please select a reason'],
    [
      'chatbot reason unknown',
      zChatbotFeedbackForm,
      { reason: 'Too long' },
      'reason',
      'Please select a reason',
    ],
    [
      'chatbot other, 141 characters',
      zChatbotFeedbackForm,
      { reason: 'other', additionalInformation: 'a'.repeat(141) },
      'additionalInformation',
      'Please restrict your response to 140 characters.',
    ],
    ['CEO topic missing', zCeoFeedbackForm, { ...ceo, topic: undefined }, 'topic', 'Required'],
    ['CEO message blank', zCeoFeedbackForm, { ...ceo, message: '' }, 'message', 'Required'],
    [
      'CEO message 9 characters',
      zCeoFeedbackForm,
      { ...ceo, message: '123456789' },
      'message',
      'Must be at least 10 characters',
    ],
    [
      'CEO message padded to 10',
      zCeoFeedbackForm,
      { ...ceo, message: '  12345678  ' },
      'message',
      'Must be at least 10 characters',
    ],
    [
      'CEO message 1001 characters',
      zCeoFeedbackForm,
      { ...ceo, message: 'a'.repeat(1001) },
      'message',
      'Must be at most 1000 characters',
    ],
    [
      'CEO consent missing',
      zCeoFeedbackForm,
      { ...ceo, marketingConsent: undefined },
      'marketingConsent',
      'Required',
    ],
    [
      'CEO request consent missing',
      zCeoFeedbackRequest,
      { topic: 'IMPROVE', message: ceo.message, pathname: '/x', productType: 'HELOC' },
      'marketingConsent',
      'Required',
    ],
  ] as const)('%s', (_case, schema, input, field, message) => {
    expect(errorsOf(schema, input)).toContainEqual({ field, message });
  });
});

describe('accepted chat and feedback values', () => {
  it.each([
    [
      'chat at 128 characters',
      zChatPreEngagement,
      { friendlyName: 'a'.repeat(128), emailAddress: `${'a'.repeat(119)}@test.com` },
    ],
    ['chat with agent', zChatPreEngagementWithAgent, { ...chat, agentId: 'agent-7' }],
    ['chatbot vague answer', zChatbotFeedbackForm, { reason: 'Answer too vague' }],
    [
      'chatbot other, 140 characters',
      zChatbotFeedbackForm,
      { reason: 'other', additionalInformation: 'a'.repeat(140) },
    ],
    [
      'chatbot long text for a reason other than other',
      zChatbotFeedbackForm,
      { reason: 'Not what I was asking about', additionalInformation: 'a'.repeat(500) },
    ],
    ['CEO message of 10 characters', zCeoFeedbackForm, { ...ceo, message: 'a'.repeat(10) }],
    ['CEO message of 1000 characters', zCeoFeedbackForm, { ...ceo, message: 'a'.repeat(1000) }],
    [
      'CEO request',
      zCeoFeedbackRequest,
      {
        applicationUuid: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
        topic: 'COMPLIMENT',
        message: 'Great service, thanks!',
        marketingConsent: true,
        pathname: '/dashboard',
        productType: 'HELOC',
      },
    ],
  ] as const)('%s', (_case, schema, input) => {
    expect(errorsOf(schema, input)).toEqual([]);
  });

  it.each([
    [
      { reason: 'other', additionalInformation: ' more detail ' },
      { reason: 'other', additionalInformation: 'more detail' },
    ],
    [
      { reason: 'Answer too vague', additionalInformation: 'ignored' },
      { reason: 'Answer too vague', additionalInformation: '' },
    ],
  ])('chatbot feedback %j outputs %j', (input, output) => {
    expect(zChatbotFeedbackForm.parse(input)).toEqual(output);
  });

  it.each([
    ['YES', true],
    ['NO', false],
  ])('CEO consent %s is sent as %s', (answer, consent) => {
    expect(zCeoFeedbackForm.parse({ ...ceo, marketingConsent: answer }).marketingConsent).toBe(
      consent,
    );
  });
});
