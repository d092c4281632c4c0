import { describe, expect, it } from 'vitest';
import { resumeTimeText } from './budget-hold-screen';

describe('resumeTimeText', () => {
  it('names the day and time the application goes on, with its time zone', () => {
    const text = resumeTimeText('2026-11-28T00:00:00.000Z');
    expect(text).toMatch(/^(Friday|Saturday), November 2[78] at \d{1,2}:\d{2}\s?[AP]M [A-Z]/);
  });
});
