import type { SigningView } from '@openheloc/domain';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { expect } from 'vitest';
import type { BorrowerClient } from '../application/test-support/journey-app';

/** A small PDF of `pages` pages naming `title` (what a generated closing document looks like). */
export async function samplePdf(title: string, pages = 2): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pages; page += 1) {
    pdf
      .addPage([612, 792])
      .drawText(`${title}, page ${page} of ${pages}`, { x: 54, y: 720, size: 14, font });
  }
  return pdf.save({ useObjectStreams: false });
}

/**
 * The E-SIGN consent, then a typed signature on every closing document (location refused), with
 * the client's borrower's name unless told another.
 */
export async function signEveryDocument(
  client: BorrowerClient,
  name = client.borrower.name,
): Promise<SigningView> {
  const consent = await client.send('POST', '/signing/consent', { textVersion: 'esign-2025-01' });
  expect(consent.statusCode, consent.body).toBe(200);
  let view = consent.json<SigningView>();
  for (const document of view.documents.filter((d) => d.status === 'TO_SIGN')) {
    const signed = await client.send('POST', `/signing/documents/${document.uuid}/signatures`, {
      sha256: document.sha256,
      signature: { kind: 'TYPED', name },
      location: { status: 'REFUSED' },
    });
    expect(signed.statusCode, signed.body).toBe(201);
    view = signed.json<SigningView>();
  }
  return view;
}

/** A real PNG of `width` x `height` dark pixels (a drawn signature as a canvas exports it). */
export function signaturePng(width = 40, height = 12): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 4, 0x20)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The text of every page of a PDF, as pdf.js reads it (what the borrower's viewer shows). */
export async function pdfText(content: Uint8Array): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const fonts = join(
    dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
    'standard_fonts/',
  );
  const document = await pdfjs.getDocument({
    data: new Uint8Array(content),
    standardFontDataUrl: fonts,
  }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const text = await (await document.getPage(number)).getTextContent();
    pages.push(text.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages;
}
