import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * What the PDF tools a reader or a printer relies on make of a file: poppler's pdftotext and
 * pdffonts, and qpdf's structural check (installed by .ci/run where missing).
 */
function withFile<T>(bytes: Uint8Array, use: (path: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-tools-'));
  const path = join(dir, 'document.pdf');
  try {
    writeFileSync(path, bytes);
    return use(path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text pdftotext extracts, page after page. */
export const extractedText = (bytes: Uint8Array): string =>
  withFile(bytes, (path) =>
    execFileSync('pdftotext', ['-enc', 'UTF-8', path, '-'], { encoding: 'utf8' }),
  );

/**
 * The text pdftotext finds in a box of one page (zero-based): `x` from the left, `bottom` from
 * the page's foot as PDF coordinates go, `width` and `height` in points (a US Letter page).
 */
export const textInBox = (
  bytes: Uint8Array,
  box: { page: number; x: number; bottom: number; width: number; height: number },
): string =>
  withFile(bytes, (path) =>
    execFileSync(
      'pdftotext',
      [
        ...['-enc', 'UTF-8', '-f', String(box.page + 1), '-l', String(box.page + 1)],
        ...[
          '-x',
          String(Math.floor(box.x)),
          '-y',
          String(Math.floor(792 - box.bottom - box.height)),
        ],
        ...['-W', String(Math.ceil(box.width)), '-H', String(Math.ceil(box.height))],
        path,
        '-',
      ],
      { encoding: 'utf8' },
    ).trim(),
  );

export type PdfFontRow = {
  name: string;
  type: string;
  embedded: boolean;
  subset: boolean;
  unicode: boolean;
};

/** The fonts pdffonts lists: name, type, and whether each is embedded, a subset, mapped to Unicode. */
export const pdfFonts = (bytes: Uint8Array): PdfFontRow[] =>
  withFile(bytes, (path) =>
    execFileSync('pdffonts', [path], { encoding: 'utf8' })
      .split('\n')
      .slice(2)
      .filter((line) => line.trim() !== '')
      .map((line) => {
        const [name = '', ...rest] = line.trim().split(/\s+/);
        // The columns after the type: encoding, emb, sub, uni, object, ID.
        const [emb, sub, uni] = rest.slice(-5, -2);
        return {
          name,
          type: rest.slice(0, -6).join(' '),
          embedded: emb === 'yes',
          subset: sub === 'yes',
          unicode: uni === 'yes',
        };
      }),
  );

/** qpdf --check's verdict: ok, or its complaint. */
export function qpdfCheck(bytes: Uint8Array): { ok: boolean; output: string } {
  return withFile(bytes, (path) => {
    const run = spawnSync('qpdf', ['--check', path], { encoding: 'utf8' });
    return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
  });
}
