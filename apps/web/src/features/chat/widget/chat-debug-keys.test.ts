import { describe, expect, it } from 'vitest';
import { chatDebugAction } from './chat-debug-keys';

const press = (key: string, more: Partial<Parameters<typeof chatDebugAction>[0]> = {}) =>
  chatDebugAction({
    key,
    ctrlKey: false,
    altKey: false,
    metaKey: false,
    targetTag: 'BUTTON',
    targetEditable: false,
    ...more,
  });

describe('chatDebugAction', () => {
  it.each([
    ['0', { kind: 'alert', alert: 'connectionLost' }],
    ['1', { kind: 'alert', alert: 'generic' }],
    ['2', { kind: 'alert', alert: 'invalidToken' }],
    ['Backspace', { kind: 'end' }],
    ['3', null],
    ['a', null],
    ['Enter', null],
  ])('%s gives %j', (key, expected) => {
    expect(press(key)).toEqual(expected);
  });

  it.each([
    ['a text field', { targetTag: 'INPUT' }],
    ['the message box', { targetTag: 'TEXTAREA' }],
    ['a select', { targetTag: 'SELECT' }],
    ['an editable element', { targetTag: 'DIV', targetEditable: true }],
    ['Ctrl held', { ctrlKey: true }],
    ['Alt held', { altKey: true }],
    ['Meta held', { metaKey: true }],
  ])('does nothing in %s', (_, more) => {
    expect(press('1', more)).toBeNull();
    expect(press('Backspace', more)).toBeNull();
  });
});
