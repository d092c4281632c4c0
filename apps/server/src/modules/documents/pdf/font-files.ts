import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * The font files every document is written in (decision 0040), from npm font packages under the
 * SIL Open Font License: Noto Sans for Latin (with Vietnamese), Greek and Cyrillic, Noto Sans SC
 * for Chinese and Japanese names, Noto Sans KR for Korean (Hangul) names, Dancing Script for
 * typed signatures.
 */
const FILES = {
  regular: ['noto-sans/400Regular/NotoSans_400Regular.ttf', 'NotoSans-Regular'],
  bold: ['noto-sans/700Bold/NotoSans_700Bold.ttf', 'NotoSans-Bold'],
  italic: ['noto-sans/400Regular_Italic/NotoSans_400Regular_Italic.ttf', 'NotoSans-Italic'],
  cjk: ['noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf', 'NotoSansSC-Regular'],
  cjkBold: ['noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf', 'NotoSansSC-Bold'],
  korean: ['noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf', 'NotoSansKR-Regular'],
  koreanBold: ['noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf', 'NotoSansKR-Bold'],
  signature: ['dancing-script/400Regular/DancingScript_400Regular.ttf', 'DancingScript-Regular'],
} as const;

export type FontFile = keyof typeof FILES;

const loaded = new Map<FontFile, Promise<Uint8Array>>();

/**
 * The bytes of a font file, read once per process. The CJK and Korean files (6 to 10 MB each)
 * are read only when a document first has a letter that Noto Sans lacks.
 */
export function fontBytes(file: FontFile): Promise<Uint8Array> {
  let bytes = loaded.get(file);
  if (!bytes) {
    bytes = readFile(require.resolve(`@expo-google-fonts/${FILES[file][0]}`)).then(
      (buffer) => new Uint8Array(buffer),
    );
    loaded.set(file, bytes);
  }
  return bytes;
}

/** The font's PostScript name, as its subset is named in a PDF. */
export const fontName = (file: FontFile): string => FILES[file][1];
