import { describe, expect, it } from 'vitest';
import { chatSurveyUrl, surveyTokenOf } from './survey-link';

describe('chatSurveyUrl', () => {
  it('carries the interaction id and nothing about the borrower; the token only in the fragment', () => {
    const url = new URL(chatSurveyUrl('contact-123', 'chat-token'), 'https://lender.example');
    expect(url.pathname).toMatch(/\/chat\/survey$/);
    expect([...url.searchParams.keys()]).toEqual(['interactionId']);
    expect(url.searchParams.get('interactionId')).toBe('contact-123');
    expect(surveyTokenOf(url.hash)).toBe('chat-token');
  });
});
