import { randomBytes } from 'node:crypto';
import { sampleHeic, sampleJpeg, samplePdf, samplePng } from '../../../test/sample-files';

/** The first bytes of each kind, then random bytes so that no two test files are the same. */
export const FILE_HEADS = {
  png: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  jpeg: Buffer.from('ffd8ffe000104a464946', 'hex'),
  pdf: Buffer.from('%PDF-1.7\n'),
  heic: Buffer.concat([Buffer.from('00000018', 'hex'), Buffer.from('ftypheic0000mif1heic')]),
  exe: Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
  text: Buffer.from('just some words, not a document'),
} as const;

/**
 * A file of `kind`: a real one for the kinds uploads take (a decodable image, a parsable PDF, a
 * HEIC of well-formed boxes; PDF and HEIC of about `size` bytes), its first bytes then random
 * bytes for the others. Never twice the same.
 */
export function fileOf(kind: keyof typeof FILE_HEADS, size = 64): Buffer {
  if (kind === 'png') return samplePng();
  if (kind === 'jpeg') return sampleJpeg();
  if (kind === 'pdf') return samplePdf('Test document', size);
  if (kind === 'heic') return sampleHeic(size);
  const head = FILE_HEADS[kind];
  return Buffer.concat([head, randomBytes(Math.max(0, size - head.length))]);
}

/** A multipart/form-data body as a browser sends it: the fields, then one file. */
export function multipartBody(
  fields: Record<string, string>,
  file: { name: string; content: Buffer; contentType?: string } | null,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The request of an upload to `applicationUuid`, without credentials. */
export function uploadRequest(
  applicationUuid: string,
  type: string,
  file: { name: string; content: Buffer },
) {
  const body = multipartBody({ type }, file);
  return {
    method: 'POST' as const,
    url: `/service-documents/api/v1/applications/${applicationUuid}/documents`,
    payload: body.payload,
    headers: body.headers,
  };
}

/** The text of each page of a PDF, as pdf.js reads it (what a viewer or a search finds). */
export async function pdfPagesText(bytes: Uint8Array): Promise<string[]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : ''))
        .join('')
        .replace(/ +/g, ' '),
    );
  }
  await pdf.destroy();
  return pages;
}
