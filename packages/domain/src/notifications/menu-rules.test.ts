import { describe, expect, it } from 'vitest';
import { hasMoreThanPreview, menuNotifications, unreadBadge } from './menu-rules';
import type { Notification } from './notification';

const notification = (minute: number, status: Notification['status'] = 'UNREAD'): Notification => ({
  uuid: `00000000-0000-4000-8000-${String(minute).padStart(12, '0')}`,
  title: `n${minute}`,
  description: '',
  created: new Date(Date.UTC(2026, 10, 24, 10, minute)).toISOString(),
  status,
  ctas: [],
  walletAddress: null,
});
const unread = (count: number) => Array.from({ length: count }, (_, i) => notification(i));
const titles = (list: readonly Notification[]) => list.map((n) => n.title);

describe('menuNotifications', () => {
  it.each([
    ['none', 0, false, []],
    ['two, preview', 2, false, ['n1', 'n0']],
    ['five, preview: the newest three', 5, false, ['n4', 'n3', 'n2']],
    ['five, all', 5, true, ['n4', 'n3', 'n2', 'n1', 'n0']],
    ['ten, all: the newest eight', 10, true, ['n9', 'n8', 'n7', 'n6', 'n5', 'n4', 'n3', 'n2']],
  ])('%s', (_case, count, showAll, shown) => {
    expect(titles(menuNotifications(unread(count), showAll))).toEqual(shown);
  });

  it('leaves read notifications out', () => {
    expect(titles(menuNotifications([notification(1), notification(2, 'READ')], true))).toEqual([
      'n1',
    ]);
  });
});

describe('hasMoreThanPreview', () => {
  it.each([
    [0, false],
    [3, false],
    [4, true],
    [12, true],
  ])('%i unread -> %s', (count, more) => {
    expect(hasMoreThanPreview(unread(count))).toBe(more);
  });
});

describe('unreadBadge', () => {
  it.each([
    [0, null],
    [1, '1'],
    [8, '8'],
    [9, '8+'],
  ])('%i -> %s', (count, badge) => {
    expect(unreadBadge(count)).toBe(badge);
  });
});
