import { useState } from 'react';
import { fieldId } from './field-ids';
import { TextField, type TextFieldProps } from './text-field';

interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'addon'> {
  /** What the toggle names, after 'Show': 'password' or 'password confirmation'. */
  toggleLabel?: string;
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
 * A password input with a Show toggle. The toggle is a button with a fixed name ('Show
 * password') whose pressed state says whether the characters are visible.
 */
export function PasswordField({ toggleLabel = 'password', name, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      name={name}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      addon={
        <button
          type="button"
          aria-pressed={visible}
          aria-controls={fieldId(name)}
          onClick={() => setVisible((shown) => !shown)}
          className={[
            'inline-flex min-h-12 min-w-20 shrink-0 items-center justify-center gap-1.5 rounded-md border-2 px-3 font-semibold',
            visible
              ? 'border-brand-700 bg-brand-700 text-white'
              : 'border-brand-600 bg-white text-brand-700 hover:bg-brand-50',
          ].join(' ')}
        >
          <EyeIcon open={!visible} />
          Show<span className="sr-only"> {toggleLabel}</span>
        </button>
      }
    />
  );
}
