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
        className="h-2 overflow-hidden rounded-full bg-gray-200"
      >
        {/* React sets the width through the CSSOM, which the CSP allows (no style attribute). */}
        <div
          className="h-full rounded-full bg-brand-600"
          style={{ width: `${(step / total) * 100}%` }}
        />
      </div>
    </div>
  );
}
