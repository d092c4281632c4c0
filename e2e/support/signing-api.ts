import type { APIRequestContext } from '@playwright/test';
import type { SigningView } from '@openheloc/domain';
import { HELOC, type Borrower } from './borrowers';
import { expect } from './fixtures';

/** The borrower's closing documents and signing progress, as the signing screens read them. */
export async function signingOf(
  request: APIRequestContext,
  borrower: Borrower,
): Promise<SigningView> {
  const response = await request.get(`${HELOC}/${borrower.uuid}/signing`, {
    headers: { authorization: borrower.authorization },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as SigningView;
}

/** The E-SIGN consent and a typed signature on every closing document, location not shared. */
export async function signEveryDocument(
  request: APIRequestContext,
  borrower: Borrower,
): Promise<void> {
  const headers = { authorization: borrower.authorization };
  const consent = await request.post(`${HELOC}/${borrower.uuid}/signing/consent`, {
    headers,
    data: { textVersion: 'e2e' },
  });
  expect(consent.status(), await consent.text()).toBe(200);
  const { documents } = (await consent.json()) as SigningView;
  for (const document of documents.filter((d) => d.status === 'TO_SIGN')) {
    const signed = await request.post(
      `${HELOC}/${borrower.uuid}/signing/documents/${document.uuid}/signatures`,
      {
        headers,
        data: {
          sha256: document.sha256,
          signature: { kind: 'TYPED', name: borrower.name },
          location: { status: 'REFUSED' },
        },
      },
    );
    expect(signed.status(), await signed.text()).toBe(201);
  }
}

/**
 * A signed copy as the dashboard downloads it (or the E-SIGN disclosure's agreed copy): its
 * bytes, and the text pdf.js reads on each page.
 */
export async function signedCopyOf(
  request: APIRequestContext,
  borrower: Borrower,
  documentUuid: string,
  copy: 'signed' | 'agreed' = 'signed',
): Promise<{ bytes: Buffer; pages: string[] }> {
  const response = await request.get(
    `${HELOC}/${borrower.uuid}/signing/documents/${documentUuid}/${copy}`,
    { headers: { authorization: borrower.authorization } },
  );
  expect(response.status()).toBe(200);
  const bytes = await response.body();
  return { bytes, pages: await pdfPages(bytes) };
}

/** The text pdf.js reads on each page of a PDF. */
export async function pdfPages(bytes: Buffer): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const text = await (await pdf.getPage(number)).getTextContent();
    pages.push(text.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages;
}
