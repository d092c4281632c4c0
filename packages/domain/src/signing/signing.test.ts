import { describe, expect, it } from 'vitest';
import { CLOSING_DOCUMENT_TYPES, documentTitle, isSignedAtClosing } from './closing-documents';
import { SIGNING_MESSAGES, zSignDocumentRequest } from './signing-schemas';

const HASH = 'a'.repeat(64);
const TYPED = { kind: 'TYPED', name: 'Pat Signer' };
const REFUSED = { status: 'REFUSED' };

describe('a signature request', () => {
  it.each([
    ['a typed name, location refused', { sha256: HASH, signature: TYPED, location: REFUSED }],
    [
      'a drawing, location shared',
      {
        sha256: HASH,
        signature: { kind: 'DRAWN', pngBase64: 'iVBORw0KGgoAAAANSUhEUgAA' },
        location: { status: 'SHARED', latitude: 39.7, longitude: -104.9, accuracyMeters: 30 },
      },
    ],
  ])('accepts %s', (_name, body) => {
    expect(zSignDocumentRequest.safeParse(body).success).toBe(true);
  });

  it.each([
    [
      'a short hash',
      { sha256: 'abc', signature: TYPED, location: REFUSED },
      SIGNING_MESSAGES.hashChanged,
    ],
    [
      'an upper-case hash',
      { sha256: 'A'.repeat(64), signature: TYPED, location: REFUSED },
      SIGNING_MESSAGES.hashChanged,
    ],
    [
      'a blank name',
      { sha256: HASH, signature: { kind: 'TYPED', name: '  ' }, location: REFUSED },
      SIGNING_MESSAGES.typedName,
    ],
    [
      'a drawing that is not base64',
      {
        sha256: HASH,
        signature: { kind: 'DRAWN', pngBase64: 'not base64 at all!' },
        location: REFUSED,
      },
      SIGNING_MESSAGES.drawnUnreadable,
    ],
    [
      'a latitude off the globe',
      {
        sha256: HASH,
        signature: TYPED,
        location: { status: 'SHARED', latitude: 91, longitude: 0, accuracyMeters: 1 },
      },
      undefined,
    ],
  ])('refuses %s', (_name, body, message) => {
    const result = zSignDocumentRequest.safeParse(body);
    expect(result.success).toBe(false);
    if (message) expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });
});

describe('document titles', () => {
  it.each([
    ['HELOC_AGREEMENT', 'HELOC agreement and note'],
    ['RIGHT_TO_CANCEL_NOTICE', 'Notice of your right to cancel'],
    ['GLBA_NOTICE', 'Privacy notice'],
    ['SOMETHING_NEW', 'Something new'],
  ])('%s reads as %s', (type, title) => {
    expect(documentTitle(type)).toBe(title);
  });
});

describe('what is signed at closing', () => {
  it.each([
    ['ESIGN_CONSENT', false],
    ['HELOC_AGREEMENT', true],
    ['DEED_OF_TRUST', true],
    ['GLBA_NOTICE', true],
    ['AUTOPAY_AUTHORIZATION', true],
  ])('%s is signed: %s', (type, signed) => {
    expect(isSignedAtClosing(type)).toBe(signed);
  });

  it('keeps the E-SIGN consent first in the package, as the record of the consent', () => {
    expect(CLOSING_DOCUMENT_TYPES[0]).toBe('ESIGN_CONSENT');
  });
});
