import { useEffect, useRef } from 'react';

export interface DocumentTextProps {
  /** The server's rendition: an escaped HTML fragment made from the PDF's own content. */
  html: string;
  /** Called once the end of the text has come into view. */
  onReachedEnd: () => void;
}

/**
 * A closing document as text (decision 0045): real headings, paragraphs, lists and tables that
 * reflow at any width, grow with the browser's zoom and read aloud. The server escapes every
 * text in it, and the CSP allows no script, so it is shown as the server made it.
 */
export function DocumentText({ html, onReachedEnd }: DocumentTextProps) {
  const endRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const end = endRef.current;
    if (!end) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        onReachedEnd();
      }
    });
    observer.observe(end);
    return () => observer.disconnect();
  }, [html, onReachedEnd]);

  return (
    <div>
      <div dangerouslySetInnerHTML={{ __html: html }} />
      <div ref={endRef} data-testid="document-end" className="h-px" />
    </div>
  );
}
