import { describe, expect, it } from 'vitest';
import { chatAttachmentContentMatches, chatAttachmentContentMessage } from './attachment-content';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part,
    ),
  );

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('a chat attachment is what its name says', () => {
  it.each([
    ['.jpg', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'), true],
    ['.jpg', bytes(PNG), false],
    ['.png', bytes(PNG, 'IHDR'), true],
    ['.png', bytes('MZ', [0x90, 0x00]), false],
    ['.pdf', bytes('%PDF-1.7\n'), true],
    ['.pdf', bytes('<html>'), false],
    ['.mp4', bytes([0, 0, 0, 0x18], 'ftypmp42'), true],
    ['.mp4', bytes('ftyp'), false],
    ['.mp3', bytes('ID3', [4, 0]), true],
    ['.mp3', bytes([0xff, 0xfb, 0x90, 0x64]), true],
    ['.mp3', bytes([0xff, 0x0b]), false],
    ['.amr', bytes('#!AMR\n'), true],
    ['.amr', bytes('#!/bin/sh\n'), false],
    ['.txt', bytes('Rates as of today: 7.60%'), true],
    // Latin-1 'Café': not UTF-8.
    ['.txt', bytes('Caf', [0xe9]), false],
    // 'Café ✓' in UTF-8.
    ['.txt', bytes('Caf', [0xc3, 0xa9], ' ', [0xe2, 0x9c, 0x93]), true],
    // An encoded surrogate (ED A0 80) and an overlong '/' (C0 AF) are not UTF-8.
    ['.txt', bytes('a', [0xed, 0xa0, 0x80]), false],
    ['.txt', bytes([0xc0, 0xaf]), false],
    ['.txt', bytes('cut short', [0xe2, 0x9c]), false],
    ['.txt', bytes('text', [0], 'more'), false],
    ['.txt', bytes('#!/bin/sh\nrm -rf /'), false],
    ['.txt', bytes([0x7f], 'ELF'), false],
  ] as const)('%s starting %o: %s', (extension, content, expected) => {
    expect(chatAttachmentContentMatches(extension, content)).toBe(expected);
  });

  it('says which kind of file it is not', () => {
    expect(chatAttachmentContentMessage('.pdf')).toBe(
      'This file is not a real .pdf file. Check the file and send it again.',
    );
  });
});
