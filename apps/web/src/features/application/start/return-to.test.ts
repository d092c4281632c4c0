import { describe, expect, it } from 'vitest';
import { nextAfterSave, readReturnTo, withReturnTo } from './return-to';

describe('readReturnTo', () => {
  it.each([
    ['?returnTo=start%2Fapp-summary', 'start/app-summary'],
    ['?returnTo=start/app-summary', 'start/app-summary'],
    ['?returnTo=%2Fstart%2Fapp-summary%2F', 'start/app-summary'],
    ['returnTo=start/app-summary&x=1', 'start/app-summary'],
    ['', null],
    ['?returnTo=', null],
    ['?returnTo=start/hmda', null],
    ['?returnTo=https://evil.example/start/app-summary', null],
    ['?returnTo=//evil.example', null],
    ['?returnTo=../../dashboard', null],
  ])('reads %j as %j', (search, expected) => {
    expect(readReturnTo(search)).toBe(expected);
  });
});

describe('withReturnTo', () => {
  it('adds the encoded target to the step path', () => {
    expect(withReturnTo('start/contact', 'start/app-summary')).toBe(
      'start/contact?returnTo=start%2Fapp-summary',
    );
  });

  it('leaves the path alone without a target', () => {
    expect(withReturnTo('start/contact', null)).toBe('start/contact');
  });

  it('round-trips through readReturnTo', () => {
    const link = withReturnTo('start/hmda', 'start/app-summary');
    expect(readReturnTo(link.slice(link.indexOf('?')))).toBe('start/app-summary');
  });
});

describe('nextAfterSave', () => {
  it.each([
    ['start/app-summary', 'start/contact', 'start/app-summary'],
    ['start/app-summary', undefined, 'start/app-summary'],
    [null, 'start/contact', 'start/contact'],
    [null, undefined, undefined],
  ] as const)('with return target %s and next page %s goes to %s', (returnTo, next, expected) => {
    expect(nextAfterSave(returnTo, next)).toBe(expected);
  });
});
