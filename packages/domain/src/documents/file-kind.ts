/**
 * What a file is, read from its first bytes ("magic numbers"), never from its name or the type
 * the browser claims: a renamed program stays a program.
 */
export const UPLOAD_FILE_KINDS = ['PDF', 'JPEG', 'PNG', 'HEIC'] as const;
export type UploadFileKind = (typeof UPLOAD_FILE_KINDS)[number];

export const UPLOAD_FILE_KIND_MIME: Readonly<Record<UploadFileKind, string>> = {
  PDF: 'application/pdf',
  JPEG: 'image/jpeg',
  PNG: 'image/png',
  HEIC: 'image/heic',
};

/** How many leading bytes detection needs (an ISO-BMFF brand sits at bytes 8-11). */
export const FILE_KIND_SNIFF_BYTES = 16;

export const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

export const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** HEIF brands of still images from phone cameras (ISO/IEC 23008-12). */
const HEIC_BRANDS = ['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1'];

export function detectFileKind(bytes: Uint8Array): UploadFileKind | undefined {
  if (startsWith(bytes, ascii('%PDF-'))) return 'PDF';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'JPEG';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'PNG';
  if (
    startsWith(bytes, ascii('ftyp'), 4) &&
    HEIC_BRANDS.some((brand) => startsWith(bytes, ascii(brand), 8))
  ) {
    return 'HEIC';
  }
  return undefined;
}

/** Windows PE ('MZ'), ELF, Mach-O (both byte orders, fat binaries) and scripts ('#!'). */
const PROGRAM_SIGNATURES: readonly (readonly number[])[] = [
  ascii('MZ'),
  [0x7f, 0x45, 0x4c, 0x46],
  [0xfe, 0xed, 0xfa, 0xce],
  [0xfe, 0xed, 0xfa, 0xcf],
  [0xce, 0xfa, 0xed, 0xfe],
  [0xcf, 0xfa, 0xed, 0xfe],
  [0xca, 0xfe, 0xba, 0xbe],
  ascii('#!'),
];

export function isProgramFile(bytes: Uint8Array): boolean {
  return PROGRAM_SIGNATURES.some((signature) => startsWith(bytes, signature));
}
