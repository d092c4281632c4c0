import type { AnchorHTMLAttributes } from 'react';
import { linkClasses } from './link-classes';

interface ExternalLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** Opens in a new tab and says so to screen readers and sighted users alike. */
  newTab?: boolean;
}

/** A link that leaves the app: a full page load, or a new tab for other sites. */
export function ExternalLink({ newTab = false, className, children, ...props }: ExternalLinkProps) {
  return (
    <a
      {...props}
      className={className ?? linkClasses}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
      {newTab ? (
        <>
          <svg
            className="ml-1 inline size-3.5 align-baseline"
            viewBox="0 0 16 16"
            aria-hidden="true"
          >
            <path
              d="M9 2h5v5M14 2 7 9M12 9v4a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h4"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
            />
          </svg>
          <span className="sr-only"> (opens in a new tab)</span>
        </>
      ) : null}
    </a>
  );
}
