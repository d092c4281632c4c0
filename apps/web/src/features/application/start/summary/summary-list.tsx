import { Link } from 'react-router';
import { linkClasses } from '@/components/link-classes';
import type { SummaryGroup } from './summary-groups';

interface SummaryListProps {
  group: SummaryGroup;
  /** The router path of a page under /{uuid}/. */
  pathTo: (path: string) => string;
}

/** One group of answers: a heading, then label, answer and Change link on each row. */
export function SummaryList({ group, pathTo }: SummaryListProps) {
  const titleId = `summary-${group.key}`;
  return (
    <section aria-labelledby={titleId} className="mb-10">
      <h2 id={titleId} className="mb-3 text-[22px] font-bold">
        {group.title}
      </h2>
      <dl className="border-t border-line">
        {group.rows.map((row) => (
          <div
            key={row.key}
            className="grid gap-1 border-b border-line py-3 sm:grid-cols-[12rem_minmax(0,1fr)_auto] sm:gap-4"
          >
            <dt className="font-semibold">{row.label}</dt>
            <dd className="break-words">
              {row.lines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </dd>
            {row.change ? (
              <dd className="sm:text-right">
                <Link to={pathTo(row.change.path)} className={linkClasses}>
                  Change<span className="sr-only"> {row.change.hiddenText}</span>
                </Link>
              </dd>
            ) : null}
          </div>
        ))}
      </dl>
    </section>
  );
}
