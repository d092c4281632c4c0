import { useId, type ReactNode } from 'react';
import { linkClasses } from '@/components/link-classes';
import { PageHeading } from '@/components/page-heading';
import { useDocumentTitle } from '@/lib/document-title';

export interface LegalSection {
  /** The section's anchor, so the contents list and other pages can link to it. */
  id: string;
  title: string;
  content: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  /** Names the lender above the title. */
  caption: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}

/**
 * A policy page: the title, a short introduction, a list of the sections when there are several
 * (long texts are easier to scan, and to come back to, with one) and the sections, each under
 * its own heading.
 */
export function LegalDocument({ title, caption, intro, sections }: LegalDocumentProps) {
  useDocumentTitle(title);
  const contentsId = useId();
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      <PageHeading caption={caption}>{title}</PageHeading>
      <div className="space-y-3 text-lg">{intro}</div>

      {sections.length > 1 ? (
        <nav aria-labelledby={contentsId} className="mt-8 rounded-xl border border-line p-5 sm:p-6">
          <h2 id={contentsId} className="text-lg font-semibold">
            On this page
          </h2>
          <ol className="mt-3 list-decimal space-y-2 pl-6">
            {sections.map((section) => (
              <li key={section.id}>
                <a className={linkClasses} href={`#${section.id}`}>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}

      {sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className="mt-10">
          <h2 id={section.id} className="scroll-mt-6">
            {section.title}
          </h2>
          <div className="mt-3 space-y-3">{section.content}</div>
        </section>
      ))}
    </article>
  );
}

/** A bulleted list inside a policy section. */
export function LegalList({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-2 pl-6 marker:text-muted">{children}</ul>;
}
