import { describe, expect, it } from 'vitest';
import {
  formatReplayTime,
  replayLinkSession,
  replaySessionPath,
  summariseEventProperties,
} from './session-replay';

const SESSION = '0b6c1c0e-7d2a-4c55-9a57-3f2d4a1b9e10';
const BASE = 'https://heloc.example.com';

describe('replayLinkSession', () => {
  it.each([
    ['our link', `${BASE}${replaySessionPath(SESSION)}`, BASE, SESSION],
    ['a base with a trailing slash', `${BASE}${replaySessionPath(SESSION)}`, `${BASE}/`, SESSION],
    ['another host', `https://evil.example${replaySessionPath(SESSION)}`, BASE, null],
    [
      'a host that starts like ours',
      `${BASE}.evil.example${replaySessionPath(SESSION)}`,
      BASE,
      null,
    ],
    ['plain http', `http://heloc.example.com${replaySessionPath(SESSION)}`, BASE, null],
    ['a query', `${BASE}${replaySessionPath(SESSION)}?x=1`, BASE, null],
    ['a fragment', `${BASE}${replaySessionPath(SESSION)}#top`, BASE, null],
    ['upper-case uuid', `${BASE}${replaySessionPath(SESSION.toUpperCase())}`, BASE, null],
    ['not a uuid', `${BASE}${replaySessionPath('not-a-session')}`, BASE, null],
    ['a path only', replaySessionPath(SESSION), BASE, null],
    ['another screen', `${BASE}/account/heloc/ops/notary/${SESSION}`, BASE, null],
    ['a vendor link', 'https://app.fullstory.com/ui/o-1/session/123', BASE, null],
    ['empty', '', BASE, null],
  ])('%s', (_, link, base, expected) => {
    expect(replayLinkSession(link, base)).toBe(expected);
  });

  it('treats the base URL as text, not a pattern', () => {
    const link = `https://helocXexample.com${replaySessionPath(SESSION)}`;
    expect(replayLinkSession(link, 'https://heloc.example.com')).toBeNull();
  });
});

describe('summariseEventProperties', () => {
  it.each([
    ['none', null, ''],
    ['empty', {}, ''],
    [
      'scalars',
      { step: 'offer', amount: 5, draw: true, note: null },
      'step: offer; amount: 5; draw: true; note: null',
    ],
    ['a list', { choices: ['a', 'b'] }, 'choices: a, b'],
  ])('%s', (_, properties, expected) => {
    expect(summariseEventProperties(properties)).toBe(expected);
  });

  it('cuts a long summary to 300 characters', () => {
    const summary = summariseEventProperties({ text: 'x'.repeat(1000) });
    expect(summary).toHaveLength(300);
    expect(summary.endsWith('…')).toBe(true);
  });
});

describe('formatReplayTime', () => {
  it.each([
    ['winter (PST)', '2026-01-15T17:04:09.000Z', 'Jan 15, 2026, 9:04:09 AM'],
    ['summer (PDT)', '2026-07-04T02:30:00.000Z', 'Jul 3, 2026, 7:30:00 PM'],
  ])('%s', (_, iso, expected) => {
    expect(formatReplayTime(new Date(iso))).toBe(expected);
  });
});
