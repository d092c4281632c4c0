import type { ReactNode } from 'react';
import { PROGRAMMATIC_FOCUS_CLASSES } from './focus-classes';

interface PageHeadingProps {
  /** The section name, shown small above the question. */
  caption?: ReactNode;
  children: ReactNode;
}

/**
 * The page's one <h1>. It can take focus (tabIndex -1) so that focus can land on it after a
 * navigation, which tells screen-reader users where they are.
 */
export function PageHeading({ caption, children }: PageHeadingProps) {
  return (
    <div className="mb-6">
      {caption ? <p className="mb-1 text-base font-semibold text-muted">{caption}</p> : null}
      <h1
        tabIndex={-1}
        className={`text-[28px] leading-tight font-bold text-ink ${PROGRAMMATIC_FOCUS_CLASSES}`}
      >
        {children}
      </h1>
    </div>
  );
}
