import { describe, expect, it } from 'vitest';
import { chatAttachmentExtension } from './attachments';
import { findLinks, hasOnlyAllowedLinks, isAllowedLinkHost, withoutDisallowedLinks } from './links';
import {
  isOpenAt,
  welcomeHoursText,
  zOperatingHoursWeekUpdate,
  type OperatingHoursDay,
} from './operating-hours';

const week: OperatingHoursDay[] = [1, 2, 3, 4, 5, 6, 7].map((weekdayValue) =>
  weekdayValue <= 5
    ? { weekdayValue, isOpen: true, startTime: '06:00', endTime: '17:00' }
    : { weekdayValue, isOpen: weekdayValue === 6, startTime: '08:00', endTime: '14:00' },
);

describe('operating hours', () => {
  it.each([
    ['Monday 9:00 PT', '2026-11-23T17:00:00Z', true],
    ['Monday 5:59 PT', '2026-11-23T13:59:00Z', false],
    ['Monday 6:00 PT', '2026-11-23T14:00:00Z', true],
    ['Monday 16:59 PT', '2026-11-24T00:59:00Z', true],
    ['Monday 17:00 PT (closing time)', '2026-11-24T01:00:00Z', false],
    ['Saturday 10:00 PT', '2026-11-28T18:00:00Z', true],
    ['Sunday 10:00 PT (closed row)', '2026-11-29T18:00:00Z', false],
    ['Thanksgiving, Thursday 10:00 PT', '2026-11-26T18:00:00Z', false],
    ['the day after Thanksgiving 10:00 PT', '2026-11-27T18:00:00Z', true],
    ['Independence Day 2026, a Saturday, 10:00 PDT', '2026-07-04T17:00:00Z', false],
    ['Christmas 2026 in Pacific Time, already the 26th in UTC', '2026-12-26T01:00:00Z', false],
  ])('%s: open %s', (_label, instant, open) => {
    expect(isOpenAt(week, new Date(instant))).toBe(open);
  });

  it('writes the welcome hours text from Monday and Saturday', () => {
    expect(welcomeHoursText(week)).toBe(
      'Monday-Friday 6:00 AM - 5:00 PM, Saturday-Sunday 8:00 AM - 2:00 PM Pacific Time, excluding major holidays',
    );
  });

  it.each([
    ['six days', week.slice(0, 6), 'Give all seven days of the week'],
    ['a day twice', [...week.slice(0, 6), week[0]], 'Give each day of the week once'],
    [
      'closing before opening',
      [{ ...week[0]!, endTime: '05:00' }, ...week.slice(1)],
      'The closing time must be after the opening time',
    ],
    [
      'a time that is not 24-hour',
      [{ ...week[0]!, startTime: '6am' }, ...week.slice(1)],
      'Use a 24-hour time such as 09:00',
    ],
  ])('refuses a week with %s', (_label, days, message) => {
    const result = zOperatingHoursWeekUpdate.safeParse({ days });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });

  it('accepts a closed day with any times', () => {
    const days = [{ ...week[6]!, startTime: '10:00', endTime: '09:00' }, ...week.slice(0, 6)];
    expect(zOperatingHoursWeekUpdate.safeParse({ days }).success).toBe(true);
  });
});

describe('chat links', () => {
  const allowed = ['openheloc.example', 'heloc.cedarmark.example'];

  it.each([
    ['openheloc.example', true],
    ['www.openheloc.example', true],
    ['heloc.cedarmark.example', true],
    ['cedarmark.example', false],
    ['evil-openheloc.example', false],
    ['openheloc.example.evil.test', false],
  ])('%s allowed: %s', (host, expected) => {
    expect(isAllowedLinkHost(host, allowed)).toBe(expected);
  });

  it('finds links without their trailing punctuation and reads the host past user info', () => {
    expect(
      findLinks('See https://www.openheloc.example/privacy. Or (https://x@evil.test/a).'),
    ).toEqual([
      { url: 'https://www.openheloc.example/privacy', host: 'www.openheloc.example', index: 4 },
      { url: 'https://x@evil.test/a', host: 'evil.test', index: 47 },
    ]);
  });

  it('replaces links off the list by their bare host', () => {
    const text = 'Go to https://evil.test/login or https://www.openheloc.example/terms';
    expect(hasOnlyAllowedLinks(text, allowed)).toBe(false);
    expect(withoutDisallowedLinks(text, allowed)).toBe(
      'Go to evil.test or https://www.openheloc.example/terms',
    );
  });
});

describe('chat attachments', () => {
  it.each([
    ['scan.PDF', '.pdf'],
    ['photo.jpg', '.jpg'],
    ['voice.amr', '.amr'],
    ['photo.jpeg', null],
    ['script.exe', null],
    ['no-extension', null],
  ])('%s has accepted extension %s', (name, extension) => {
    expect(chatAttachmentExtension(name)).toBe(extension);
  });
});
