import { describe, expect, it } from 'vitest';
import { detectFileKind, isProgramFile } from './file-kind';
import {
  checkUpload,
  MAX_UPLOAD_BYTES,
  UPLOAD_MESSAGES,
  uploadTooLargeMessage,
} from './upload-rules';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part,
    ),
  );

describe('detectFileKind reads the content, not the name', () => {
  it.each([
    ['a PDF', bytes('%PDF-1.7\n'), 'PDF'],
    ['a JPEG (JFIF)', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'JPEG'],
    ['a JPEG (Exif, from a phone)', bytes([0xff, 0xd8, 0xff, 0xe1]), 'JPEG'],
    ['a PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), 'PNG'],
    ['an iPhone HEIC', bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0]), 'HEIC'],
    ['a HEIF (mif1)', bytes([0, 0, 0, 0x1c], 'ftypmif1', [0, 0, 0, 0]), 'HEIC'],
    ['an MP4 video (ftyp, other brand)', bytes([0, 0, 0, 0x18], 'ftypisom'), undefined],
    ['a Windows program', bytes('MZ', [0x90, 0]), undefined],
    ['plain text', bytes('hello'), undefined],
    ['a PDF signature too short', bytes('%PD'), undefined],
    ['nothing', bytes(), undefined],
  ])('%s', (_name, head, kind) => {
    expect(detectFileKind(head)).toBe(kind);
  });
});

describe('isProgramFile', () => {
  it.each([
    ['Windows PE', bytes('MZ'), true],
    ['Linux ELF', bytes([0x7f], 'ELF'), true],
    ['macOS Mach-O 64', bytes([0xcf, 0xfa, 0xed, 0xfe]), true],
    ['macOS universal', bytes([0xca, 0xfe, 0xba, 0xbe]), true],
    ['a shell script', bytes('#!/bin/sh'), true],
    ['a PDF', bytes('%PDF-'), false],
  ])('%s', (_name, head, program) => {
    expect(isProgramFile(head)).toBe(program);
  });
});

describe('checkUpload', () => {
  const png = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const pdf = bytes('%PDF-1.4');
  it.each([
    ['a PNG of 1 KB', png, 1_000, {}, { ok: true, kind: 'PNG' }],
    ['a PDF at the limit', pdf, MAX_UPLOAD_BYTES, {}, { ok: true, kind: 'PDF' }],
    [
      'a PDF one byte over',
      pdf,
      MAX_UPLOAD_BYTES + 1,
      {},
      { ok: false, message: 'Files must be 10.0 MB or smaller' },
    ],
    [
      'a 12.3 MB photo',
      png,
      12_345_678,
      {},
      { ok: false, message: 'This file is 12.3 MB. Files must be 10.0 MB or smaller' },
    ],
    ['an empty file', png, 0, {}, { ok: false, message: UPLOAD_MESSAGES.empty }],
    ['a program named .pdf', bytes('MZ'), 500, {}, { ok: false, message: UPLOAD_MESSAGES.program }],
    ['a text file', bytes('hi there'), 8, {}, { ok: false, message: UPLOAD_MESSAGES.wrongType }],
    [
      'a PDF where a photo is asked',
      pdf,
      900,
      { photoOnly: true },
      { ok: false, message: UPLOAD_MESSAGES.photoOnly },
    ],
    ['a PNG where a photo is asked', png, 900, { photoOnly: true }, { ok: true, kind: 'PNG' }],
  ])('%s', (_name, head, size, options, expected) => {
    expect(checkUpload(head, size, options)).toEqual(expected);
  });

  it('states the limit alone when the size is not known', () => {
    expect(uploadTooLargeMessage()).toBe('Files must be 10.0 MB or smaller');
  });
});
