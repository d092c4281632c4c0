import type { BarProgress } from '../flow/progress';

/** The v2 registration's progress: a bar, with the step number in words. */
export function ProgressBar({ step, total }: BarProgress) {
  const text = `Step ${step} of ${total}`;
  return (
    <div className="mb-8">
      <p className="mb-2 text-sm font-semibold text-muted" aria-hidden="true">
        {text}
      </p>
      <div
        role="progressbar"
        aria-label="Registration progress"
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={step}
        aria-valuetext={text}
        className="flex h-2 overflow-hidden rounded-full bg-gray-200"
      >
        {/* One equal part per step, the steps done filled: the bar's width needs no style
            attribute, which the CSP refuses in the HTML the server renders. */}
        {Array.from({ length: step }, (_, index) => (
          <div
            key={index}
            className={`h-full flex-1 bg-brand-600 ${index === step - 1 ? 'rounded-r-full' : ''}`}
          />
        ))}
        {Array.from({ length: total - step }, (_, index) => (
          <div key={`to-do-${index}`} className="h-full flex-1" />
        ))}
      </div>
    </div>
  );
}
