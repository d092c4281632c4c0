import type { ApplicationProgress } from '@openheloc/domain';

/**
 * The application's steps in the side bar: done ones ticked (and said so to screen readers),
 * the current one marked with aria-current="step".
 */
export function ProgressSteps({ progress }: { progress: ApplicationProgress }) {
  return (
    <ol className="space-y-1">
      {progress.steps.map((step, index) => (
        <li
          key={step.label}
          aria-current={step.status === 'current' ? 'step' : undefined}
          className={`flex min-h-10 items-center gap-3 rounded-lg px-2 py-1.5 ${
            step.status === 'current' ? 'bg-brand-100 font-semibold text-ink' : 'text-muted'
          }`}
        >
          <span
            aria-hidden="true"
            className={`flex size-7 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold ${
              step.status === 'done'
                ? 'border-brand-600 bg-brand-600 text-white'
                : step.status === 'current'
                  ? 'border-brand-700 bg-white text-brand-800'
                  : 'border-line bg-white text-muted'
            }`}
          >
            {step.status === 'done' ? (
              <svg viewBox="0 0 16 16" className="size-4">
                <path d="m3.5 8.5 3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
            ) : (
              index + 1
            )}
          </span>
          <span className={step.status === 'done' ? 'text-ink' : undefined}>
            {step.label}
            {step.status === 'done' ? <span className="sr-only"> (completed)</span> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** 'Step N of M: name' for phones, where the side bar does not show. */
export function compactProgressLabel(progress: ApplicationProgress): string {
  const current = progress.steps[progress.currentIndex];
  return current
    ? `Step ${progress.currentIndex + 1} of ${progress.steps.length}: ${current.label}`
    : `All ${progress.steps.length} steps completed`;
}
