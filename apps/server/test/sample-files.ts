import jpeg from 'jpeg-js';
import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

/**
 * Real files for the server tests, the end-to-end tests and the bench: uploads are checked by
 * their whole content (a PNG must decode, a PDF parse), and each call gives a file never seen
 * before (random pixels, a random id), as the duplicate check requires.
 */

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of `width` × `height` random RGB pixels. */
export function samplePng(width = 8, height = 8): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Array.from({ length: height }, () =>
    Buffer.concat([Buffer.from([0]), randomBytes(width * 3)]),
  );
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG of `width` × `height` random pixels. */
export function sampleJpeg(width = 16, height = 16): Buffer {
  return jpeg.encode({ data: randomBytes(width * height * 4), width, height }, 90).data;
}

const pdfText = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`);

/**
 * A one-page PDF saying `text` and a random id, with a correct cross-reference table; padded
 * with a comment to exactly `size` bytes when asked (and when that is not less than it needs).
 */
export function samplePdf(text = 'Sample document', size?: number): Buffer {
  const content = `BT /F1 14 Tf 72 720 Td (${pdfText(`${text} ${randomBytes(6).toString('hex')}`)}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const build = (padding: string) => {
    let body = `%PDF-1.4\n${padding}`;
    const offsets: number[] = [];
    objects.forEach((object, index) => {
      offsets.push(body.length);
      body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    });
    const xref = body.length;
    body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
    body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return Buffer.from(body, 'latin1');
  };
  const bare = build('');
  if (size === undefined || size < bare.length + 2) return bare;
  // The padding moves the offsets, which may take a digit more: adjusted until it fits.
  let padding = size - bare.length - 2;
  let padded = build(`%${'0'.repeat(padding)}\n`);
  while (padded.length !== size && padding > 0) {
    padding -= padded.length - size;
    padded = build(`%${'0'.repeat(Math.max(0, padding))}\n`);
  }
  return padded;
}

function box(type: string, data: Buffer): Buffer {
  const size = Buffer.alloc(4);
  size.writeUInt32BE(8 + data.length);
  return Buffer.concat([size, Buffer.from(type, 'latin1'), data]);
}

/**
 * A HEIC as its boxes lay it out (file type, metadata, media data), the media data random and
 * sized so that the file is `size` bytes (at least the boxes' own 60).
 */
export function sampleHeic(size = 64): Buffer {
  const ftyp = box('ftyp', Buffer.from('heic\0\0\0\0mif1heic', 'latin1'));
  const meta = box('meta', Buffer.from('\0\0\0\0', 'latin1'));
  const rest = Math.max(0, size - ftyp.length - meta.length - 8);
  return Buffer.concat([ftyp, meta, box('mdat', randomBytes(rest))]);
}
