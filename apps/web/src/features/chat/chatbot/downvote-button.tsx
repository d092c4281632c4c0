interface DownvoteButtonProps {
  disabled: boolean;
  onClick: () => void;
}

/** Under the latest answer; once used it stays disabled until a new answer arrives. */
export function DownvoteButton({ disabled, onClick }: DownvoteButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className="mt-1 inline-flex min-h-11 items-center gap-1 rounded-md px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-muted"
    >
      <svg viewBox="0 0 16 16" className="size-4" aria-hidden="true">
        <path
          d="M6 10v3.5a1.5 1.5 0 0 0 3 0V10h3.3a1.2 1.2 0 0 0 1.2-1.4l-.8-5A1.2 1.2 0 0 0 11.5 2.5H4v7.5zM2 2.5h2v7.5H2z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.3"
        />
      </svg>
      {disabled ? 'Thanks for your feedback' : 'Not helpful'}
    </button>
  );
}
