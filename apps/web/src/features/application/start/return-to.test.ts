import type { ResolvedRoute } from '@openheloc/domain';
import { describe, expect, it } from 'vitest';
import { pageAfterSave, readReturnTo, withReturnTo } from './return-to';

const resolved = (path: string, allowed: string[], wait: ResolvedRoute['wait'] = null) =>
  ({
    path,
    rule: 'server-state',
    reason: 'test',
    machineState: null,
    wait,
    allowed,
  }) satisfies ResolvedRoute;

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

describe('pageAfterSave', () => {
  const summaryState = resolved('start/app-summary', [
    'start/app-summary',
    'start/contact',
    'document/disclosures',
  ]);
  const hmdaState = resolved('start/hmda', ['start/hmda', 'start/profile', 'start/contact']);

  it('returns to the summary when the state still allows it', () => {
    expect(pageAfterSave({ returnTo: 'start/app-summary', resolved: summaryState })).toBe(
      'start/app-summary',
    );
  });

  it('prefers the return target over the step’s own next page', () => {
    expect(
      pageAfterSave({
        returnTo: 'start/app-summary',
        next: 'start/contact',
        resolved: summaryState,
      }),
    ).toBe('start/app-summary');
  });

  it('goes to the next page of the step without a return target', () => {
    expect(pageAfterSave({ returnTo: null, next: 'start/contact', resolved: hmdaState })).toBe(
      'start/contact',
    );
  });

  it('follows the state when neither the return target nor the next page is open', () => {
    const review = resolved('review-app/incorrect-ownership', ['review-app/incorrect-ownership']);
    expect(
      pageAfterSave({ returnTo: 'start/app-summary', next: 'start/contact', resolved: review }),
    ).toBe('review-app/incorrect-ownership');
    expect(pageAfterSave({ returnTo: 'start/app-summary', resolved: hmdaState })).toBe(
      'start/hmda',
    );
  });

  it('lets the state decide while the processing modal covers the page', () => {
    const waiting = resolved('start/app-summary', ['start/app-summary', 'error/timeout'], 'modal');
    expect(pageAfterSave({ returnTo: null, next: 'start/contact', resolved: waiting })).toBe(
      'start/app-summary',
    );
  });
});
