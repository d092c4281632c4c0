import { describe, expect, it } from 'vitest';
import { chatSurveyUrl } from './survey-link';

describe('chatSurveyUrl', () => {
  it('carries the interaction id and nothing about the borrower', () => {
    const url = new URL(chatSurveyUrl('contact-123'), 'https://lender.example');
    expect(url.pathname).toMatch(/\/chat\/survey$/);
    expect([...url.searchParams.keys()]).toEqual(['interactionId']);
    expect(url.searchParams.get('interactionId')).toBe('contact-123');
  });
});
