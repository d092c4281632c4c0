import type { DocumentBlock, DocumentModel } from '../pdf/document-model';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as HTML: every character markup could read escaped, in the PDF's normal form (NFC). */
export const escapeHtml = (text: string): string =>
  text.normalize('NFC').replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

const tag = (name: string, text: string, attributes = '') =>
  `<${name}${attributes}>${escapeHtml(text)}</${name}>`;

function blockHtml(block: DocumentBlock): string {
  switch (block.kind) {
    case 'section':
      return tag('h4', block.title);
    case 'paragraph': {
      const text = escapeHtml(block.text);
      const inner = block.bold
        ? `<strong>${text}</strong>`
        : block.italic
          ? `<em>${text}</em>`
          : text;
      return `<p>${inner}</p>`;
    }
    case 'bullets':
      return `<ul>${block.items.map((item) => tag('li', item)).join('')}</ul>`;
    case 'notice':
      return `<p class="document-notice" role="note"><strong>${escapeHtml(block.text)}</strong></p>`;
    case 'facts':
      return `<dl class="document-facts">${block.rows
        .map(([label, value]) => `<div>${tag('dt', label)}${tag('dd', value)}</div>`)
        .join('')}</dl>`;
    case 'table': {
      const align = (index: number) =>
        block.columns[index]?.align === 'right' ? ' class="document-number"' : '';
      const head = block.columns
        .map((column, index) => tag('th', column.header, ` scope="col"${align(index)}`))
        .join('');
      const rows = block.rows
        .map(
          (row) => `<tr>${row.map((cell, index) => tag('td', cell, align(index))).join('')}</tr>`,
        )
        .join('');
      return `<div class="document-table"><table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></div>`;
    }
    case 'signatureLines':
      return block.signers
        .map(
          (signer) =>
            `<div class="document-signature"><p><span class="document-line" aria-hidden="true"></span>${escapeHtml(`${signer.name}, ${signer.role}`)}</p><p><span class="document-line" aria-hidden="true"></span>Date</p></div>`,
        )
        .join('');
    case 'blanks':
      return `<div class="document-blanks">${block.blanks
        .map(
          (blank) =>
            // A plain span may not carry aria-label (axe aria-prohibited-attr): the words are hidden text.
            `<p>${escapeHtml(blank.label)} <span class="document-line" aria-hidden="true"></span><span class="sr-only">blank, filled in by the notary</span></p>`,
        )
        .join('')}${block.seal ? '<p class="document-seal">Seal</p>' : ''}</div>`;
    case 'space':
      return '';
  }
}

/**
 * The document as an HTML fragment, from the same content as its PDF: the lender's band, the
 * title (h3, under the screen's own h2) and subtitle, each block as the element that means it
 * (section headings h4, lists, a definition list for facts, tables with column headers), the
 * footer, and the SHA-256 of the PDF it renders. Every text is escaped: names are the borrower's.
 */
export function renditionHtml(model: DocumentModel, sha256: string): string {
  const { brand, heading } = model;
  const contact = [`NMLS #${brand.nmls}`, brand.phone, brand.email].map(escapeHtml).join(' | ');
  return [
    `<article class="document-rendition" lang="en" data-sha256="${escapeHtml(sha256)}">`,
    '<header>',
    `<p class="document-brand"><strong>${escapeHtml(brand.brandName)}</strong> ${contact}</p>`,
    tag('h3', heading.title),
    tag('p', heading.subtitle, ' class="document-subtitle"'),
    '</header>',
    ...model.blocks.map(blockHtml),
    '<footer>',
    tag('p', `${brand.legalName} | NMLS #${brand.nmls} | ${brand.address}`),
    tag('p', `${brand.equalLender} | ${heading.reference}`),
    `<p class="document-hash">The same text as the PDF document whose SHA-256 is <code>${escapeHtml(sha256)}</code>.</p>`,
    '</footer>',
    '</article>',
  ].join('');
}
