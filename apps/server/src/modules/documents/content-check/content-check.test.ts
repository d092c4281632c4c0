import { UPLOAD_MESSAGES } from '@openheloc/domain';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { PDFDocument, PDFName, PDFString } from '@cantoo/pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sampleHeic, sampleJpeg, samplePdf, samplePng } from '../../../../test/sample-files';
import { checkUploadContent } from './check-upload-content';

const HTML = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');

/** The refusal checkUploadContent throws, as the borrower reads it. */
async function refusalOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as Error).message;
  }
  return 'accepted';
}

/** A PDF made by pdf-lib (object streams, as most producers write today) changed by `edit`. */
async function pdfWith(edit: (pdf: PDFDocument) => void): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.addPage([612, 792]);
  edit(pdf);
  return pdf.save({ useObjectStreams: true });
}

/** A JPEG whose EXIF says to turn it (orientation 6: 90° clockwise). */
function turnedJpeg(width: number, height: number): Buffer {
  const plain = sampleJpeg(width, height);
  const tiff = Buffer.from('4d4d002a000000080001011200030000000100060000000000000000', 'hex');
  const exif = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(exif.length + 2);
  return Buffer.concat([
    plain.subarray(0, 2),
    Buffer.from([0xff, 0xe1]),
    length,
    exif,
    plain.subarray(2),
  ]);
}

describe('checking an upload by its whole content', () => {
  it('stores images decoded and encoded again, turned as their EXIF said', async () => {
    const png = samplePng(20, 10);
    const storedPng = await checkUploadContent('PNG', png, null);
    const pixels = async (bytes: Uint8Array) => sharp(bytes).raw().toBuffer();
    expect(await sharp(storedPng).metadata()).toMatchObject({
      format: 'png',
      width: 20,
      height: 10,
    });
    expect((await pixels(storedPng)).equals(await pixels(png))).toBe(true);

    const turned = await checkUploadContent('JPEG', turnedJpeg(40, 16), null);
    expect(Buffer.from(turned).includes('Exif')).toBe(false);
    const metadata = await sharp(turned).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.orientation]).toEqual([
      'jpeg',
      16,
      40,
      undefined,
    ]);
  });

  it.each([
    ['a PNG with a web page after its end', 'PNG', () => Buffer.concat([samplePng(), HTML])],
    [
      'a JPEG with a web page in a comment',
      'JPEG',
      () => {
        const plain = sampleJpeg();
        const length = Buffer.alloc(2);
        length.writeUInt16BE(HTML.length + 2);
        return Buffer.concat([
          plain.subarray(0, 2),
          Buffer.from([0xff, 0xfe]),
          length,
          HTML,
          plain.subarray(2),
        ]);
      },
    ],
    ['a PDF with a web page after %%EOF', 'PDF', () => Buffer.concat([samplePdf(), HTML])],
    [
      'a HEIC with a web page in its data',
      'HEIC',
      () => Buffer.concat([sampleHeic(64).subarray(0, 48), HTML]),
    ],
  ] as const)('refuses %s (a polyglot)', async (_case, kind, file) => {
    expect(await refusalOf(checkUploadContent(kind, file(), null))).toBe(UPLOAD_MESSAGES.disguised);
  });

  it.each([
    [
      'JavaScript run on opening',
      (pdf: PDFDocument) =>
        pdf.catalog.set(
          PDFName.of('OpenAction'),
          pdf.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') }),
        ),
    ],
    [
      'document-level JavaScript in the names tree',
      (pdf: PDFDocument) =>
        pdf.catalog.set(
          PDFName.of('Names'),
          pdf.context.obj({ JavaScript: pdf.context.obj({ Names: [PDFString.of('x')] }) }),
        ),
    ],
    [
      'a Launch action on a page',
      (pdf: PDFDocument) =>
        pdf
          .getPage(0)
          .node.set(
            PDFName.of('AA'),
            pdf.context.obj({ O: pdf.context.obj({ S: 'Launch', F: PDFString.of('cmd.exe') }) }),
          ),
    ],
    [
      'an embedded file',
      (pdf: PDFDocument) =>
        void pdf.attach(Buffer.from('MZ'), 'tool.exe', { mimeType: 'application/octet-stream' }),
    ],
    [
      'an XFA form',
      (pdf: PDFDocument) =>
        pdf.catalog.set(
          PDFName.of('AcroForm'),
          pdf.context.obj({ Fields: [], XFA: PDFString.of('<xdp/>') }),
        ),
    ],
  ])('refuses a PDF with %s', async (_case, edit) => {
    const bytes = await pdfWith(edit);
    expect(await refusalOf(checkUploadContent('PDF', bytes, null))).toBe(
      UPLOAD_MESSAGES.activeContent,
    );
  });

  it('refuses a name written with escapes (/J#61vaScript) as the name it is', async () => {
    const bytes = Buffer.from(
      samplePdf()
        .toString('latin1')
        .replace(
          '<< /Type /Catalog',
          '<< /OpenAction << /S /J#61vaScript /JS (app.alert(1)) >> /Type /Catalog',
        ),
      'latin1',
    );
    expect(await refusalOf(checkUploadContent('PDF', bytes, null))).toBe(
      UPLOAD_MESSAGES.activeContent,
    );
  });

  it('keeps a PDF that opens at a page, as scanners write them, byte for byte', async () => {
    const bytes = await pdfWith((pdf) =>
      pdf.catalog.set(PDFName.of('OpenAction'), pdf.context.obj([pdf.getPage(0).ref, 'Fit'])),
    );
    expect(
      Buffer.from(await checkUploadContent('PDF', bytes, null)).equals(Buffer.from(bytes)),
    ).toBe(true);
  });

  it.each([
    ['a PDF that does not parse', 'PDF', () => Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type')],
    ['a PNG whose pixels are missing', 'PNG', () => samplePng().subarray(0, 40)],
    ['a JPEG cut short', 'JPEG', () => sampleJpeg().subarray(0, 30)],
    [
      'a HEIC that is not made of boxes',
      'HEIC',
      () => Buffer.concat([sampleHeic(64), Buffer.from('tail')]),
    ],
  ] as const)('refuses %s as unreadable', async (_case, kind, file) => {
    expect(await refusalOf(checkUploadContent(kind, file(), null))).toBe(
      UPLOAD_MESSAGES.unreadable,
    );
  });

  it('refuses an image larger than 50 megapixels from its header, before decoding it', async () => {
    // 62 KB claiming 10,000 × 10,000: a decompression bomb.
    const header = Buffer.from(samplePng(1, 1));
    header.writeUInt32BE(10_000, 16);
    header.writeUInt32BE(10_000, 20);
    expect(await refusalOf(checkUploadContent('PNG', header, null))).toBe(
      UPLOAD_MESSAGES.imageTooLarge,
    );
  });

  it('decodes a large photo off the event loop, which keeps serving meanwhile', async () => {
    const photos = [sampleJpeg(3000, 2000), sampleJpeg(3000, 2000), sampleJpeg(3000, 2000)];
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    let turns = 0;
    let checking = true;
    const tick = () => {
      turns += 1;
      if (checking) setImmediate(tick);
    };
    setImmediate(tick);
    const started = performance.now();
    await Promise.all(photos.map((photo) => checkUploadContent('JPEG', photo, null)));
    const tookMs = performance.now() - started;
    checking = false;
    delay.disable();
    // The figure, for the record (the bench reports it too); speed itself is not asserted.
    console.info(
      `three 6 MP photos checked in ${Math.round(tookMs)} ms; event-loop delay max ${Math.round(delay.max / 1e6)} ms, p99 ${Math.round(delay.percentile(99) / 1e6)} ms, ${turns} turns of the loop meanwhile`,
    );
    // The loop went round while the photos were decoded: a decoding on it would have held it.
    expect(turns).toBeGreaterThan(photos.length);
  }, 120_000);
});
