import type { PdfBrand } from './brand';
import type { SignerKind } from './signature-fields';

export type Align = 'left' | 'right';
export type TableColumn = { header: string; width: number; align?: Align };

export type DocumentHeading = {
  title: string;
  /** Shown under the title: the loan number and the date, usually. */
  subtitle: string;
  /** The footer's reference, e.g. 'Loan HEL1000001'. */
  reference: string;
  /** Stored in the file's properties; fixed so the same data makes the same bytes. */
  createdAt: Date;
  /** Every text the document's data can bring (names, addresses): which fonts it needs. */
  corpus: string;
};

export type SignatureLine = {
  name: string;
  role: string;
  signer?: SignerKind;
  /** A line the owner signs only on paper (to cancel by hand): never filled electronically. */
  onPaper?: boolean;
};

export type Blank = { key: string; label: string };

/** One block of a document, in reading order: what both the PDF and the HTML rendition show. */
export type DocumentBlock =
  | { kind: 'section'; title: string }
  | { kind: 'paragraph'; text: string; bold?: boolean; italic?: boolean; size?: number }
  | { kind: 'bullets'; items: readonly string[] }
  | { kind: 'notice'; text: string }
  | { kind: 'facts'; rows: readonly (readonly [string, string])[] }
  | { kind: 'table'; columns: readonly TableColumn[]; rows: readonly (readonly string[])[] }
  | { kind: 'signatureLines'; signers: readonly SignatureLine[] }
  | { kind: 'blanks'; blanks: readonly Blank[]; seal: boolean }
  | { kind: 'space'; points: number };

/**
 * A lender's document as structured content (decision 0045): the brand, the heading and the
 * blocks. pdf/layout.ts lays it out as the PDF that is signed and hashed; html-rendition.ts
 * writes the same content as HTML, readable on a phone and by a screen reader.
 */
export type DocumentModel = {
  brand: PdfBrand;
  heading: DocumentHeading;
  blocks: readonly DocumentBlock[];
};

/** Builds a document block by block, as the renderers write it. */
export class DocumentBuilder {
  private readonly blocks: DocumentBlock[] = [];

  constructor(
    private readonly brand: PdfBrand,
    private readonly heading: DocumentHeading,
  ) {}

  private add(block: DocumentBlock): this {
    this.blocks.push(block);
    return this;
  }

  section(title: string): this {
    return this.add({ kind: 'section', title });
  }

  paragraph(text: string, options: { bold?: boolean; italic?: boolean; size?: number } = {}): this {
    return this.add({ kind: 'paragraph', text, ...options });
  }

  bullets(items: readonly string[]): this {
    return this.add({ kind: 'bullets', items });
  }

  /** A boxed statement, for what the law says must stand out. */
  notice(text: string): this {
    return this.add({ kind: 'notice', text });
  }

  /** Label and value pairs, as on a loan summary. */
  facts(rows: readonly (readonly [string, string])[]): this {
    return this.add({ kind: 'facts', rows });
  }

  /** A table whose column widths are shares of the page's width. */
  table(columns: readonly TableColumn[], rows: readonly (readonly string[])[]): this {
    return this.add({ kind: 'table', columns, rows });
  }

  /** A line to sign and a line to date for each person, their name and role under it. */
  signatureLines(signers: readonly SignatureLine[]): this {
    return this.add({ kind: 'signatureLines', signers });
  }

  /** Lines to fill in later ('County of ______'), and a square for a seal when `seal` is set. */
  blanks(blanks: readonly Blank[], seal = false): this {
    return this.add({ kind: 'blanks', blanks, seal });
  }

  space(points: number): this {
    return this.add({ kind: 'space', points });
  }

  model(): DocumentModel {
    return { brand: this.brand, heading: this.heading, blocks: [...this.blocks] };
  }
}
