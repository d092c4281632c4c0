import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';

GlobalWorkerOptions.workerSrc = workerUrl;

/** The viewer's widest page, in CSS pixels (the spec's default). */
export const MAX_PAGE_WIDTH = 700;

export interface PdfViewerProps {
  bytes: Uint8Array;
  /** The document's name, for the page images' labels. */
  title: string;
  /** Called once the bottom quarter of the last page has come into view. */
  onReachedEnd: () => void;
}

type Page = { number: number; text: string; width: number; height: number };

function PdfPage({
  pdf,
  page,
  cssWidth,
  title,
  last,
  onReachedEnd,
}: {
  pdf: PDFDocumentProxy;
  page: Page;
  cssWidth: number;
  title: string;
  last: boolean;
  onReachedEnd: () => void;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const cssHeight = Math.round((cssWidth * page.height) / page.width);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || cssWidth === 0) return;
    let cancelled = false;
    let task: { cancel: () => void; promise: Promise<void> } | null = null;
    void pdf.getPage(page.number).then((proxy) => {
      if (cancelled) return;
      const ratio = window.devicePixelRatio || 1;
      const viewport = proxy.getViewport({ scale: (cssWidth / page.width) * ratio });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      task = proxy.render({ canvas, viewport });
      task.promise.catch(() => undefined);
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [pdf, page, cssWidth]);

  // The bottom quarter of the last page: seen once any of it scrolls into view.
  useEffect(() => {
    const end = endRef.current;
    if (!last || !end) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        onReachedEnd();
      }
    });
    observer.observe(end);
    return () => observer.disconnect();
  }, [last, onReachedEnd]);

  return (
    <div className="relative mx-auto bg-white shadow-md">
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={`${title}, page ${page.number}`}
        className="block w-full"
        height={cssHeight}
        width={cssWidth}
      />
      <div className="sr-only">{page.text}</div>
      {last ? (
        <div
          ref={endRef}
          data-testid="document-end"
          className="absolute inset-x-0 bottom-0 h-1/4"
        />
      ) : null}
    </div>
  );
}

/**
 * A PDF shown with pdf.js: each page drawn at the width available (at most 700 px), its text
 * kept for screen readers beside the picture.
 */
export default function PdfViewer({ bytes, title, onReachedEnd }: PdfViewerProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [pages, setPages] = useState<Page[]>([]);
  const [failed, setFailed] = useState(false);
  const [width, setWidth] = useState(0);

  useEffect(() => {
    // pdf.js takes the bytes to its worker: it gets a copy, the cached file stays whole.
    const task = getDocument({ data: bytes.slice(), isEvalSupported: false });
    let cancelled = false;
    task.promise
      .then(async (loaded) => {
        const read: Page[] = [];
        for (let number = 1; number <= loaded.numPages; number += 1) {
          const proxy = await loaded.getPage(number);
          const { width: w, height: h } = proxy.getViewport({ scale: 1 });
          const content = await proxy.getTextContent();
          const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
          read.push({ number, text, width: w, height: h });
        }
        if (cancelled) return;
        setPdf(loaded);
        setPages(read);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      void task.destroy();
    };
  }, [bytes]);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const measure = () => setWidth(Math.min(frame.clientWidth, MAX_PAGE_WIDTH));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(frame);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={frameRef} className="w-full">
      {failed ? (
        <p role="alert">This document could not be shown here. Please download it to read it.</p>
      ) : pdf === null ? (
        <p role="status">Opening the document…</p>
      ) : (
        <div className="flex flex-col gap-4" style={{ maxWidth: MAX_PAGE_WIDTH }}>
          {pages.map((page) => (
            <PdfPage
              key={page.number}
              pdf={pdf}
              page={page}
              cssWidth={width}
              title={title}
              last={page.number === pages.length}
              onReachedEnd={onReachedEnd}
            />
          ))}
        </div>
      )}
    </div>
  );
}
