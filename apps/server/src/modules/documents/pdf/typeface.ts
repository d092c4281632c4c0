import type { PDFDocument, PDFFont, PDFPage, RGB } from '@cantoo/pdf-lib';
import fontkit from '@cantoo/fontkit';
import { createHash } from 'node:crypto';
import { fontBytes, fontName, type FontFile } from './font-files';

/** Signs Noto Sans lacks, written the way a reader expects rather than in another font. */
const REPLACEMENTS: Record<string, string> = {
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2192': '->',
  '\u00a0': ' ',
  '\u2011': '-',
  '\u2212': '-',
};

type Face = { font: PDFFont; chars: ReadonlySet<number> };

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
const parsed = new WeakMap<Uint8Array, ReturnType<Fontkit['create']>>();

/**
 * fontkit, parsing each font file once per process (font-files.ts keeps one buffer per file):
 * every document then only subsets the parsed font, four times faster than parsing it again.
 */
const cachingFontkit: Fontkit = {
  create(data: Uint8Array, postscriptName?: string) {
    let font = parsed.get(data);
    if (!font) {
      font = (fontkit as Fontkit).create(data, postscriptName);
      parsed.set(data, font);
    }
    return font;
  },
};
type Run = { face: Face; text: string };

const has = (face: Face, text: string) =>
  [...text].every((char) => face.chars.has(char.codePointAt(0) ?? 0));

/**
 * A font and its fallbacks, used as one: each letter is drawn in the first face that has it (a
 * name in Chinese inside a Latin sentence), so any legal name prints as written and stays
 * extractable text. A letter no face has becomes its unaccented form, or '?' as a last resort.
 */
export class Typeface {
  private readonly chosen = new Map<string, { face: number; text: string }>();

  constructor(private readonly faces: readonly Face[]) {}

  private choose(char: string): { face: number; text: string } {
    const known = this.chosen.get(char);
    if (known) return known;
    const [primary] = this.faces;
    const index = this.faces.findIndex((face) => has(face, char));
    const plain = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    const choice =
      index === 0
        ? { face: 0, text: char }
        : REPLACEMENTS[char] !== undefined
          ? { face: 0, text: REPLACEMENTS[char] }
          : index > 0
            ? { face: index, text: char }
            : primary && has(primary, plain)
              ? { face: 0, text: plain }
              : { face: 0, text: '?' };
    this.chosen.set(char, choice);
    return choice;
  }

  /** The text cut into runs of one face each. */
  private runs(text: string): Run[] {
    const runs: Run[] = [];
    for (const char of text.normalize('NFC')) {
      const { face, text: drawn } = this.choose(char);
      const last = runs.at(-1);
      const faceOf = this.faces[face] as Face;
      if (last && last.face === faceOf) last.text += drawn;
      else runs.push({ face: faceOf, text: drawn });
    }
    return runs;
  }

  /** The text as it will be drawn (replacements made), for measuring and wrapping. */
  drawable(text: string): string {
    return this.runs(text)
      .map((run) => run.text)
      .join('');
  }

  widthOfTextAtSize(text: string, size: number): number {
    return this.runs(text).reduce(
      (width, run) => width + run.face.font.widthOfTextAtSize(run.text, size),
      0,
    );
  }

  draw(
    page: PDFPage,
    text: string,
    options: { x: number; y: number; size: number; color?: RGB },
  ): void {
    let x = options.x;
    for (const run of this.runs(text)) {
      page.drawText(run.text, { ...options, x, font: run.face.font });
      x += run.face.font.widthOfTextAtSize(run.text, options.size);
    }
  }
}

export type FontSet = { regular: Typeface; bold: Typeface; italic: Typeface };

/**
 * A six-letter subset tag (as in 'ABCDEF+NotoSans-Regular'), fixed for the same document and
 * purpose so the same data makes the same bytes, and different between the fonts of one file.
 */
function subsetTag(scope: string, file: FontFile): string {
  const digest = createHash('sha256').update(`${scope}:${file}`).digest();
  return [...digest.subarray(0, 6)].map((byte) => String.fromCharCode(65 + (byte % 26))).join('');
}

async function embed(pdf: PDFDocument, file: FontFile, scope: string): Promise<Face> {
  const font = await pdf.embedFont(await fontBytes(file), {
    subset: true,
    customName: `${subsetTag(scope, file)}+${fontName(file)}`,
  });
  return { font, chars: new Set(font.getCharacterSet()) };
}

/** The faces behind Noto Sans, in order (regular and bold): Chinese and Japanese, then Korean. */
const FALLBACKS: readonly (readonly [FontFile, FontFile])[] = [
  ['cjk', 'cjkBold'],
  ['korean', 'koreanBold'],
];

const characterSets = new Map<FontFile, Promise<ReadonlySet<number>>>();

/** The letters a font file has, read once per process (without embedding it anywhere). */
function characterSetOf(file: FontFile): Promise<ReadonlySet<number>> {
  let set = characterSets.get(file);
  if (!set) {
    set = fontBytes(file).then(
      (bytes) =>
        new Set(
          (cachingFontkit.create(bytes) as unknown as { characterSet: number[] }).characterSet,
        ),
    );
    characterSets.set(file, set);
  }
  return set;
}

/** The letters of `corpus` that no face has and no replacement stands for. */
function missingLetters(corpus: string, faces: readonly Face[]): number[] {
  const missing = new Set<number>();
  for (const char of corpus.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x250 || REPLACEMENTS[char] !== undefined) continue;
    if (!faces.some((face) => face.chars.has(code))) missing.add(code);
  }
  return [...missing];
}

/** Whether the fallback `file` has a letter of `corpus` that `faces` lack: then it is embedded. */
async function fallbackNeeded(file: FontFile, corpus: string, faces: readonly Face[]) {
  const missing = missingLetters(corpus, faces);
  if (missing.length === 0) return false;
  const chars = await characterSetOf(file);
  return missing.some((code) => chars.has(code));
}

/**
 * Embeds (as subsets) the faces a document needs: Noto Sans regular, bold and italic, and behind
 * them Noto Sans SC, then Noto Sans KR, each only when `corpus` (every text the document's data
 * can bring) has a letter it has and the faces before it lack. `scope` names the embedding, so
 * fonts added later to the same file get other names.
 */
export async function embedFonts(
  pdf: PDFDocument,
  corpus: string,
  scope: string,
): Promise<FontSet> {
  pdf.registerFontkit(cachingFontkit);
  const regular = [await embed(pdf, 'regular', scope)];
  const bold = [await embed(pdf, 'bold', scope)];
  const italic = [await embed(pdf, 'italic', scope)];
  for (const [file, boldFile] of FALLBACKS) {
    if (!(await fallbackNeeded(file, corpus, [...regular, ...bold, ...italic]))) continue;
    const face = await embed(pdf, file, scope);
    regular.push(face);
    bold.push(await embed(pdf, boldFile, scope));
    italic.push(face);
  }
  return {
    regular: new Typeface(regular),
    bold: new Typeface(bold),
    italic: new Typeface(italic),
  };
}

/**
 * The typeface of a typed signature: Dancing Script, then Noto Sans italic, Noto Sans SC and
 * Noto Sans KR for the letters a script font lacks (Greek, Cyrillic, Chinese, Korean).
 */
export async function embedSignatureTypeface(
  pdf: PDFDocument,
  name: string,
  scope: string,
): Promise<Typeface> {
  pdf.registerFontkit(cachingFontkit);
  const script = await embed(pdf, 'signature', `${scope} signature`);
  const faces = [script];
  const missing = (face: Face) => [...name.normalize('NFC')].some((c) => !has(face, c));
  if (missing(script)) {
    faces.push(await embed(pdf, 'italic', `${scope} signature`));
    for (const [file] of FALLBACKS) {
      if (await fallbackNeeded(file, name, faces)) {
        faces.push(await embed(pdf, file, `${scope} signature`));
      }
    }
  }
  return new Typeface(faces);
}
