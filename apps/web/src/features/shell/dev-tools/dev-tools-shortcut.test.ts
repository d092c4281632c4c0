import { describe, expect, it } from 'vitest';
import { isDevToolsShortcut } from './dev-tools-shortcut';

const key = (
  code: string,
  mods: { shift?: boolean; alt?: boolean; ctrl?: boolean; meta?: boolean },
) => ({
  code,
  shiftKey: mods.shift ?? false,
  altKey: mods.alt ?? false,
  ctrlKey: mods.ctrl ?? false,
  metaKey: mods.meta ?? false,
});

describe('isDevToolsShortcut', () => {
  it.each([
    [key('KeyX', { shift: true, alt: true }), true],
    [key('KeyX', { alt: true }), false],
    [key('KeyX', { shift: true }), false],
    [key('KeyX', { shift: true, alt: true, ctrl: true }), false],
    [key('KeyX', { shift: true, alt: true, meta: true }), false],
    [key('KeyZ', { shift: true, alt: true }), false],
  ])('%j gives %s', (event, expected) => {
    expect(isDevToolsShortcut(event)).toBe(expected);
  });
});
