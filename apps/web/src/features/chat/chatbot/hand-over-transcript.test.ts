import type { ChatHistoryItem } from '@openheloc/domain';
import { describe, expect, it } from 'vitest';
import { handOverTranscript } from './hand-over-transcript';

const item = (questionStr: string, responseStr: string): ChatHistoryItem => ({
  questionId: questionStr,
  questionStr,
  responseStr,
  createdDt: '2026-11-27T10:00:00Z',
});

describe('handOverTranscript', () => {
  it('writes every question and answer in order', () => {
    expect(
      handOverTranscript([
        item('What fees?', 'The fee is 4.99%.'),
        item('Can I talk to a person?', 'Yes.'),
      ]),
    ).toBe(
      'The conversation with our assistant so far:\n\nYou: What fees?\nAssistant: The fee is 4.99%.\n\nYou: Can I talk to a person?\nAssistant: Yes.',
    );
  });

  it('drops the oldest lines that would not fit in one message', () => {
    const long = 'x'.repeat(2500);
    const text = handOverTranscript([
      item('first', long),
      item('second', long),
      item('third', 'short'),
    ]);
    expect(text).not.toContain('You: first');
    expect(text).toContain('You: second');
    expect(text).toContain('You: third');
    expect(text.length).toBeLessThanOrEqual(4000);
  });

  it('is empty without a conversation', () => {
    expect(handOverTranscript([])).toBe('');
  });
});
