import { SUBMIT_BUTTON_LABEL, SUBMITTING_BUTTON_LABEL } from '@openheloc/domain';
import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { buttonClasses, type ButtonVariant } from './button-classes';
import { Spinner } from './spinner';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  fullWidth?: boolean;
  /** While true the button says 'Submitting' and ignores clicks, so nothing is sent twice. */
  busy?: boolean;
  children?: ReactNode;
}

/**
 * The page's action. It stays focusable while busy (aria-disabled rather than disabled) so
 * that a keyboard or screen-reader user does not lose their place.
 */
export function Button({
  variant = 'primary',
  fullWidth,
  busy = false,
  type = 'submit',
  children = SUBMIT_BUTTON_LABEL,
  className,
  onClick,
  disabled,
  ...rest
}: ButtonProps) {
  const hydrated = useHydrated();
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      // Until the app's code has taken over a page the server rendered (looks the same).
      disabled={disabled || !hydrated}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onClick={handleClick}
      className={buttonClasses({
        variant,
        fullWidth,
        className: [
          disabled ? 'cursor-not-allowed opacity-60' : '',
          busy ? 'cursor-progress' : '',
          className,
        ]
          .filter(Boolean)
          .join(' '),
      })}
    >
      {busy ? (
        <>
          <Spinner />
          {SUBMITTING_BUTTON_LABEL}
        </>
      ) : (
        children
      )}
    </button>
  );
}
