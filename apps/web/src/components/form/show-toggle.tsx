import { fieldId } from './field-ids';
import { useHydrated } from '@/lib/use-hydrated';

interface ShowToggleProps {
  /** The name of the field whose characters it shows, for aria-controls. */
  fieldName: string;
  /** What it shows, read after 'Show': 'password', 'Social Security number'. */
  label: string;
  shown: boolean;
  onShownChange: (shown: boolean) => void;
}

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {open ? null : <path d="m3 3 18 18" />}
    </svg>
  );
}

/**
 * The Show button beside a field that hides what is typed (a password, an SSN). Its name stays
 * 'Show …' and aria-pressed says whether the characters are visible: a name that flipped to
 * 'Hide' would be announced as a different control. A native button, so Enter and Space work.
 */
export function ShowToggle({ fieldName, label, shown, onShownChange }: ShowToggleProps) {
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      disabled={!hydrated}
      aria-pressed={shown}
      aria-controls={fieldId(fieldName)}
      onClick={() => onShownChange(!shown)}
      className={[
        'inline-flex min-h-12 min-w-20 shrink-0 items-center justify-center gap-1.5 rounded-md border-2 px-3 font-semibold',
        shown
          ? 'border-brand-700 bg-brand-700 text-white'
          : 'border-brand-600 bg-white text-brand-700 hover:bg-brand-50',
      ].join(' ')}
    >
      <EyeIcon open={!shown} />
      Show<span className="sr-only"> {label}</span>
    </button>
  );
}
