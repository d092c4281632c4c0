import type { ProgressEntry, ProgressStatus } from '../flow/progress';

const STATUS_WORDS: Record<ProgressStatus, string> = {
  complete: 'completed',
  current: 'current',
  upcoming: 'not started',
};

const ITEM_CLASSES: Record<ProgressStatus, string> = {
  complete: 'text-ink',
  current: 'font-semibold text-brand-700',
  upcoming: 'text-muted',
};

function Marker({ status }: { status: ProgressStatus }) {
  const base = 'flex size-6 shrink-0 items-center justify-center rounded-full border-2 text-xs';
  if (status === 'complete') {
    return (
      <span className={`${base} border-brand-600 bg-brand-600 text-white`} aria-hidden="true">
        <svg viewBox="0 0 16 16" className="size-3.5">
          <path d="m3 8 3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2.5" />
        </svg>
      </span>
    );
  }
  return (
    <span
      className={`${base} ${status === 'current' ? 'border-brand-600 bg-white' : 'border-gray-400 bg-white'}`}
      aria-hidden="true"
    >
      {status === 'current' ? <span className="size-2.5 rounded-full bg-brand-600" /> : null}
    </span>
  );
}

/** The older registration's grouped step list, for the side of the page on wider screens. */
export function LegacyProgressList({ entries }: { entries: readonly ProgressEntry[] }) {
  return (
    <nav aria-label="Registration progress">
      <ol className="space-y-4">
        {entries.map((entry) => (
          <li key={entry.title} aria-current={entry.status === 'current' ? 'step' : undefined}>
            <div className="flex items-center gap-3">
              <Marker status={entry.status} />
              <span className={entry.status === 'upcoming' ? 'text-muted' : 'font-semibold'}>
                {entry.title}
                <span className="sr-only"> ({STATUS_WORDS[entry.status]})</span>
              </span>
            </div>
            {entry.items.length > 0 ? (
              <ul className="mt-2 ml-3 space-y-1 border-l-2 border-line pl-6">
                {entry.items.map((item) => (
                  <li
                    key={item.title}
                    aria-current={item.status === 'current' ? 'step' : undefined}
                    className={ITEM_CLASSES[item.status]}
                  >
                    {item.title}
                    <span className="sr-only"> ({STATUS_WORDS[item.status]})</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** On phones: one line, 'Step 2 of 5: Income Info'. */
export function LegacyProgressLine({ entries }: { entries: readonly ProgressEntry[] }) {
  const index = entries.findIndex((entry) => entry.status === 'current');
  const current = entries[index];
  if (!current) return null;
  return (
    <p className="mb-6 text-sm font-semibold text-muted">
      Step {index + 1} of {entries.length}: {current.title}
    </p>
  );
}
