/**
 * What a browser would take for a web page, or for script, inside a file: a PDF, PNG or JPEG
 * carrying it is a polyglot (a document to one reader, a page to another). Images and PDFs have
 * no reason to hold any (PDF metadata, XMP, uses <?xpacket and <x:xmpmeta, not listed). Each
 * tag needs its delimiter, so that compressed bytes match by chance about never.
 */
const MARKUP =
  /<(?:!doctype\s+html|html[\s>]|head[\s>]|body[\s>]|script[\s>]|iframe[\s>]|svg[\s>]|object[\s>]|embed[\s>])|javascript:/i;

/** Whether the bytes hold HTML or script markup anywhere (compared without case). */
export function containsMarkup(bytes: Uint8Array): boolean {
  return MARKUP.test(
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1'),
  );
}
