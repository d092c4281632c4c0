import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFStream,
  type PDFObject,
} from '@cantoo/pdf-lib';

/** Keys whose presence anywhere means the PDF can act on its own when opened or clicked. */
const ACTIVE_KEYS = [
  'JS',
  'JavaScript',
  'AA',
  'OpenAction',
  'Launch',
  'EmbeddedFiles',
  'EmbeddedFile',
  'XFA',
  'RichMedia',
];
/** Action types (/S) that run code, open files or send data elsewhere. */
const ACTIVE_ACTIONS = [
  'JavaScript',
  'Launch',
  'SubmitForm',
  'ImportData',
  'GoToR',
  'GoToE',
  'RichMediaExecute',
  'Rendition',
];
/** Object types (/Type) that carry a file inside the PDF. */
const ACTIVE_TYPES = ['EmbeddedFile', 'Filespec'];

/** What made a PDF refused: its active content, or that it could not be parsed at all. */
export type PdfInspection = { ok: true } | { ok: false; reason: 'unreadable' | 'active' };

const nameOf = (object: PDFObject | undefined) =>
  object instanceof PDFName ? object.decodeText() : undefined;

/**
 * An OpenAction that only says which page to show (a destination array, or a GoTo action) is
 * how many scanners and office suites write PDFs; any other is active.
 */
function harmlessOpenAction(value: PDFObject | undefined, doc: PDFDocument): boolean {
  const resolved = value ? doc.context.lookup(value) : undefined;
  if (resolved instanceof PDFArray) return true;
  return resolved instanceof PDFDict && nameOf(resolved.get(PDFName.of('S'))) === 'GoTo';
}

function isActive(dict: PDFDict, doc: PDFDocument): boolean {
  for (const [key, value] of dict.entries()) {
    const name = key.decodeText();
    if (name === 'OpenAction') {
      if (!harmlessOpenAction(value, doc)) return true;
    } else if (ACTIVE_KEYS.includes(name)) {
      return true;
    }
    if (name === 'S' && ACTIVE_ACTIONS.includes(nameOf(value) ?? '')) return true;
    if (name === 'Type' && ACTIVE_TYPES.includes(nameOf(value) ?? '')) return true;
  }
  return false;
}

/** Every dictionary in an object, direct ones nested in arrays and dictionaries included. */
function* dictionariesIn(object: PDFObject): Generator<PDFDict> {
  const dict = object instanceof PDFStream ? object.dict : object;
  if (dict instanceof PDFDict) {
    yield dict;
    for (const [, value] of dict.entries()) yield* dictionariesIn(value);
  } else if (dict instanceof PDFArray) {
    for (const value of dict.asArray()) yield* dictionariesIn(value);
  }
}

/**
 * Parses the whole PDF (every object, those in object streams too) and looks for what can act:
 * JavaScript, launch and submit actions, an OpenAction other than a page, additional actions,
 * embedded files and XFA forms. Names are compared decoded, so '/J#61vaScript' is JavaScript.
 */
export async function inspectPdf(bytes: Uint8Array): Promise<PdfInspection> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, {
      // The names and dictionaries that matter are never encrypted, only strings and streams.
      ignoreEncryption: true,
      throwOnInvalidObject: true,
      updateMetadata: false,
    });
    if (doc.getPageCount() === 0) return { ok: false, reason: 'unreadable' };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  const objects = [
    doc.context.trailerInfo.Root,
    ...doc.context.enumerateIndirectObjects().map(([, object]) => object),
  ];
  for (const object of objects) {
    if (!object) continue;
    for (const dict of dictionariesIn(object)) {
      if (isActive(dict, doc)) return { ok: false, reason: 'active' };
    }
  }
  return { ok: true };
}
