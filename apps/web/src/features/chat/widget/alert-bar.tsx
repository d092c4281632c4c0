import { CHAT_ALERT_MESSAGES } from '@openheloc/domain';
import type { ChatAlertKey } from '../chat-types';

const LEVELS: Record<ChatAlertKey, 'warning' | 'error'> = {
  connectionLost: 'warning',
  generic: 'error',
  invalidToken: 'warning',
  resend: 'error',
  tooManyChats: 'warning',
  tooManyMessages: 'warning',
};

interface AlertBarProps {
  alert: ChatAlertKey | null;
  onClose: () => void;
}

/** The inline alert inside the widget (spec section 8), with a close button. */
export function AlertBar({ alert, onClose }: AlertBarProps) {
  if (!alert) return null;
  const level = LEVELS[alert];
  return (
    <div
      role={level === 'error' ? 'alert' : 'status'}
      className={[
        'flex items-start gap-2 border-b-2 px-4 py-2 text-sm font-medium',
        level === 'error'
          ? 'border-error bg-red-50 text-error'
          : 'border-amber-600 bg-amber-50 text-amber-900',
      ].join(' ')}
    >
      <span className="sr-only">{level === 'error' ? 'Error: ' : 'Warning: '}</span>
      <p className="flex-1 py-1">{CHAT_ALERT_MESSAGES[alert]}</p>
      <button
        type="button"
        onClick={onClose}
        className="-my-1 inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-black/5"
      >
        <svg viewBox="0 0 16 16" className="size-4" aria-hidden="true">
          <path d="M3 3l10 10M13 3 3 13" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span className="sr-only">Close alert</span>
      </button>
    </div>
  );
}
