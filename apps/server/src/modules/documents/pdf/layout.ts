import { PDFDocument, rgb, type PDFPage, type RGB } from '@cantoo/pdf-lib';
import type { PdfBrand } from './brand';
import type {
  Blank,
  DocumentHeading,
  DocumentModel,
  SignatureLine,
  TableColumn,
} from './document-model';
import { writeSignatureFields, type SignatureField } from './signature-fields';
import { wrapText } from './text-fit';
import { embedFonts, type FontSet, type Typeface } from './typeface';

/** US Letter, in points, with three-quarter-inch margins. */
const PAGE = { width: 612, height: 792 };
const MARGIN = 54;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const BAND_HEIGHT = 64;
const FOOTER_TOP = 58;
const INK = rgb(0.13, 0.13, 0.15);
const MUTED = rgb(0.38, 0.39, 0.42);
const RULE = rgb(0.82, 0.83, 0.85);
const WHITE = rgb(1, 1, 1);

function hexColour(hex: string): RGB {
  const value = Number.parseInt(hex.slice(1), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

/**
 * A lender's document, page by page: the brand's band and wordmark on top, the title, then
 * blocks (headings, paragraphs, fact lists, tables, signature lines) that flow onto new pages as
 * needed, and a footer with the lender's licence and page numbers drawn once the length is known.
 */
export class PdfLayout {
  private page!: PDFPage;
  private y = 0;
  private readonly fields: SignatureField[] = [];
  private readonly dark: RGB;
  private readonly tint: RGB;

  private constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: FontSet,
    private readonly brand: PdfBrand,
    private readonly heading: DocumentHeading,
  ) {
    this.dark = hexColour(brand.dark);
    this.tint = hexColour(brand.tint);
  }

  static async create(brand: PdfBrand, heading: DocumentHeading): Promise<PdfLayout> {
    const pdf = await PDFDocument.create();
    const fonts = await embedFonts(
      pdf,
      `${heading.title} ${heading.subtitle} ${heading.corpus}`,
      `${heading.reference} ${heading.title}`,
    );
    pdf.setTitle(heading.title, { showInWindowTitleBar: true });
    pdf.setAuthor(brand.legalName);
    pdf.setSubject(`${heading.title} - ${heading.reference}`);
    pdf.setCreator(brand.brandName);
    pdf.setProducer('OpenHELOC');
    pdf.setCreationDate(heading.createdAt);
    pdf.setModificationDate(heading.createdAt);
    const layout = new PdfLayout(pdf, fonts, brand, heading);
    layout.newPage();
    layout.titleBlock();
    return layout;
  }

  private newPage(): void {
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    const top = PAGE.height;
    this.page.drawRectangle({
      x: 0,
      y: top - BAND_HEIGHT,
      width: PAGE.width,
      height: BAND_HEIGHT,
      color: this.dark,
    });
    this.text(this.brand.brandName, MARGIN, top - 38, 20, this.fonts.bold, WHITE);
    const contact = [`NMLS #${this.brand.nmls}`, this.brand.phone, this.brand.email];
    contact.forEach((line, index) => {
      const size = 8.5;
      const width = this.fonts.regular.widthOfTextAtSize(line, size);
      this.text(line, PAGE.width - MARGIN - width, top - 22 - index * 11, size, undefined, WHITE);
    });
    this.y = top - BAND_HEIGHT - 30;
  }

  private titleBlock(): void {
    for (const line of wrapText(this.fonts.bold, this.heading.title, 18, CONTENT_WIDTH)) {
      this.text(line, MARGIN, this.y, 18, this.fonts.bold, this.dark);
      this.y -= 22;
    }
    this.text(this.heading.subtitle, MARGIN, this.y, 9.5, undefined, MUTED);
    this.y -= 12;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE.width - MARGIN, y: this.y },
      thickness: 1.5,
      color: this.dark,
    });
    this.y -= 20;
  }

  private text(
    value: string,
    x: number,
    y: number,
    size: number,
    font: Typeface = this.fonts.regular,
    color: RGB = INK,
  ): void {
    font.draw(this.page, value, { x, y, size, color });
  }

  /** Starts a new page unless `height` points still fit above the footer. */
  private room(height: number): void {
    if (this.y - height < FOOTER_TOP + 16) this.newPage();
  }

  section(title: string): this {
    // Room for the heading and a few lines under it: a heading never ends a page.
    this.room(80);
    this.y -= 6;
    this.text(title, MARGIN, this.y, 12, this.fonts.bold, this.dark);
    this.y -= 16;
    return this;
  }

  paragraph(
    value: string,
    options: { bold?: boolean; italic?: boolean; size?: number } = {},
  ): this {
    const size = options.size ?? 10;
    const font = options.bold ? this.fonts.bold : options.italic ? this.fonts.italic : undefined;
    const lines = wrapText(font ?? this.fonts.regular, value, size, CONTENT_WIDTH);
    for (const line of lines) {
      this.room(size + 4);
      this.text(line, MARGIN, this.y, size, font);
      this.y -= size + 4;
    }
    this.y -= 6;
    return this;
  }

  bullets(items: readonly string[]): this {
    for (const item of items) {
      const lines = wrapText(this.fonts.regular, item, 10, CONTENT_WIDTH - 16);
      lines.forEach((line, index) => {
        this.room(14);
        if (index === 0) this.text('\u2022', MARGIN + 4, this.y, 10, this.fonts.bold, this.dark);
        this.text(line, MARGIN + 16, this.y, 10);
        this.y -= 14;
      });
      this.y -= 2;
    }
    this.y -= 4;
    return this;
  }

  /** A boxed statement in the brand's tint, for what the law says must stand out. */
  notice(value: string): this {
    const lines = wrapText(this.fonts.bold, value, 10, CONTENT_WIDTH - 24);
    const height = lines.length * 14 + 16;
    this.room(height + 14);
    this.y -= 6;
    this.page.drawRectangle({
      x: MARGIN,
      y: this.y - height + 10,
      width: CONTENT_WIDTH,
      height,
      color: this.tint,
      borderColor: this.dark,
      borderWidth: 1,
    });
    let y = this.y - 6;
    for (const line of lines) {
      this.text(line, MARGIN + 12, y, 10, this.fonts.bold);
      y -= 14;
    }
    this.y -= height + 10;
    return this;
  }

  /** Label and value pairs in two columns, as on a loan summary; a value of one line is bold. */
  facts(rows: readonly (readonly [string, string])[]): this {
    const labelWidth = 190;
    const valueWidth = CONTENT_WIDTH - labelWidth - 8;
    for (const [label, value] of rows) {
      const short = this.fonts.bold.widthOfTextAtSize(value, 10) <= valueWidth;
      const font = short ? this.fonts.bold : this.fonts.regular;
      const lines = wrapText(font, value, 10, valueWidth);
      const height = lines.length * 13 + 8;
      this.room(height);
      this.text(label, MARGIN, this.y, 9.5, undefined, MUTED);
      lines.forEach((line, index) => {
        this.text(line, MARGIN + labelWidth, this.y - index * 13, 10, font);
      });
      this.y -= height;
      this.page.drawLine({
        start: { x: MARGIN, y: this.y + 9 },
        end: { x: PAGE.width - MARGIN, y: this.y + 9 },
        thickness: 0.5,
        color: RULE,
      });
    }
    this.y -= 8;
    return this;
  }

  /** A table whose column widths are shares of the page's width; cells wrap. */
  table(columns: readonly TableColumn[], rows: readonly (readonly string[])[]): this {
    const total = columns.reduce((sum, column) => sum + column.width, 0);
    const widths = columns.map((column) => (column.width / total) * CONTENT_WIDTH);
    const drawRow = (cells: readonly string[], header: boolean) => {
      const font = header ? this.fonts.bold : this.fonts.regular;
      const size = header ? 8.5 : 9;
      const wrapped = cells.map((cell, i) => wrapText(font, cell, size, (widths[i] ?? 0) - 10));
      const height = Math.max(...wrapped.map((lines) => lines.length)) * (size + 3) + 8;
      this.room(height + (header ? 20 : 0));
      if (header) {
        this.page.drawRectangle({
          x: MARGIN,
          y: this.y - height + size + 2,
          width: CONTENT_WIDTH,
          height,
          color: this.tint,
        });
      }
      let x = MARGIN;
      wrapped.forEach((lines, i) => {
        const width = widths[i] ?? 0;
        lines.forEach((line, index) => {
          const lineWidth = font.widthOfTextAtSize(line, size);
          const left = columns[i]?.align === 'right' ? x + width - 5 - lineWidth : x + 5;
          this.text(line, left, this.y - index * (size + 3), size, font, header ? this.dark : INK);
        });
        x += width;
      });
      this.y -= height;
      this.page.drawLine({
        start: { x: MARGIN, y: this.y + size + 2 },
        end: { x: PAGE.width - MARGIN, y: this.y + size + 2 },
        thickness: header ? 1 : 0.5,
        color: header ? this.dark : RULE,
      });
    };
    drawRow(
      columns.map((column) => column.header),
      true,
    );
    for (const row of rows) drawRow(row, false);
    this.y -= 10;
    return this;
  }

  /**
   * A line to sign and a line to date for each person, their name and role printed below. Where
   * each line is goes into the file (signature-fields.ts), so the signature is put on its line;
   * not a line `onPaper` (to cancel by hand), which an electronic signature never fills.
   */
  signatureLines(signers: readonly SignatureLine[]): this {
    for (const signer of signers) {
      this.room(58);
      this.y -= 26;
      const signWidth = CONTENT_WIDTH * 0.62;
      const dateX = MARGIN + signWidth + 24;
      this.rule(MARGIN, signWidth);
      this.rule(dateX, PAGE.width - MARGIN - dateX);
      this.text(`${signer.name}, ${signer.role}`, MARGIN, this.y - 12, 9, undefined, MUTED);
      this.text('Date', dateX, this.y - 12, 9, undefined, MUTED);
      const lineY = this.y;
      this.y -= 30;
      if (signer.onPaper) continue;
      const page = this.pdf.getPageCount() - 1;
      const signerKind = signer.signer ?? (signer.role === 'Co-owner' ? 'CO_OWNER' : 'BORROWER');
      this.fields.push(
        {
          kind: 'SIGNATURE',
          signer: signerKind,
          name: signer.name,
          page,
          x: MARGIN,
          y: lineY,
          width: signWidth,
        },
        {
          kind: 'DATE',
          signer: signerKind,
          name: signer.name,
          page,
          x: dateX,
          y: lineY,
          width: PAGE.width - MARGIN - dateX,
        },
      );
    }
    return this;
  }

  /**
   * Lines to fill in later, each with its label in front ('County of ______'), and a square for
   * a seal beside them when `seal` is set: the notary's part of an acknowledgment.
   */
  blanks(blanks: readonly Blank[], seal = false): this {
    const sealSide = 108;
    const height = Math.max(blanks.length * 24, seal ? sealSide + 8 : 0);
    this.room(height + 8);
    const page = this.pdf.getPageCount() - 1;
    const top = this.y;
    const width = seal ? CONTENT_WIDTH - sealSide - 24 : CONTENT_WIDTH;
    for (const blank of blanks) {
      this.y -= 18;
      this.text(blank.label, MARGIN, this.y, 9.5, undefined, MUTED);
      const x = MARGIN + this.fonts.regular.widthOfTextAtSize(blank.label, 9.5) + 6;
      this.rule(x, MARGIN + width - x);
      this.fields.push({
        kind: 'BLANK',
        key: blank.key,
        page,
        x,
        y: this.y,
        width: MARGIN + width - x,
      });
      this.y -= 6;
    }
    if (seal) {
      const x = PAGE.width - MARGIN - sealSide;
      this.page.drawRectangle({
        x,
        y: top - sealSide - 4,
        width: sealSide,
        height: sealSide,
        borderColor: RULE,
        borderWidth: 0.8,
      });
      this.text('Seal', x + 4, top - sealSide + 2, 7.5, undefined, MUTED);
      this.fields.push({ kind: 'SEAL', page, x, y: top - sealSide - 4, width: sealSide });
    }
    this.y = Math.min(this.y, top - height) - 10;
    return this;
  }

  private rule(x: number, width: number): void {
    this.page.drawLine({
      start: { x, y: this.y },
      end: { x: x + width, y: this.y },
      thickness: 0.8,
      color: INK,
    });
  }

  space(points: number): this {
    this.y -= points;
    return this;
  }

  /** Draws every page's footer and answers the file's bytes. */
  async finish(): Promise<Uint8Array> {
    const pages = this.pdf.getPages();
    pages.forEach((page, index) => {
      page.drawLine({
        start: { x: MARGIN, y: FOOTER_TOP },
        end: { x: PAGE.width - MARGIN, y: FOOTER_TOP },
        thickness: 0.5,
        color: RULE,
      });
      const left = `${this.brand.legalName} | NMLS #${this.brand.nmls} | ${this.brand.address}`;
      const right = `Page ${index + 1} of ${pages.length}`;
      const size = 7.5;
      const font = this.fonts.regular;
      font.draw(page, left, { x: MARGIN, y: FOOTER_TOP - 13, size, color: MUTED });
      font.draw(page, `${this.brand.equalLender} | ${this.heading.reference}`, {
        x: MARGIN,
        y: FOOTER_TOP - 24,
        size,
        color: MUTED,
      });
      font.draw(page, right, {
        x: PAGE.width - MARGIN - font.widthOfTextAtSize(right, size),
        y: FOOTER_TOP - 13,
        size,
        color: MUTED,
      });
    });
    writeSignatureFields(this.pdf, this.fields);
    return this.pdf.save();
  }
}

/** The PDF of a document: its blocks laid out page by page, in the order they were written. */
export async function renderPdf(model: DocumentModel): Promise<Uint8Array> {
  const layout = await PdfLayout.create(model.brand, model.heading);
  for (const block of model.blocks) {
    switch (block.kind) {
      case 'section':
        layout.section(block.title);
        break;
      case 'paragraph':
        layout.paragraph(block.text, block);
        break;
      case 'bullets':
        layout.bullets(block.items);
        break;
      case 'notice':
        layout.notice(block.text);
        break;
      case 'facts':
        layout.facts(block.rows);
        break;
      case 'table':
        layout.table(block.columns, block.rows);
        break;
      case 'signatureLines':
        layout.signatureLines(block.signers);
        break;
      case 'blanks':
        layout.blanks(block.blanks, block.seal);
        break;
      case 'space':
        layout.space(block.points);
        break;
    }
  }
  return layout.finish();
}
