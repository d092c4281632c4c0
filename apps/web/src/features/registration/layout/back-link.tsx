import { Link } from 'react-router';
import { linkClasses } from '@/components/link-classes';

/** 'Back' to the previous step, top left; the previous answers are still there. */
export function BackLink({ to }: { to: string }) {
  return (
    <Link to={to} className={`${linkClasses} inline-flex min-h-11 items-center gap-1`}>
      <svg viewBox="0 0 16 16" className="size-4" aria-hidden="true">
        <path d="M10 3 5 8l5 5" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      Back
    </Link>
  );
}
