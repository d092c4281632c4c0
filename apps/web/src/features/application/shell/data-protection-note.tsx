/** The shell's data-protection line (spec, 'Navigation shell'). */
export function DataProtectionNote({ className = '' }: { className?: string }) {
  return (
    <p className={`flex gap-2 text-sm text-muted ${className}`}>
      <svg viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0" aria-hidden="true">
        <rect
          x="4"
          y="9"
          width="12"
          height="8"
          rx="1.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        />
        <path d="M7 9V6.5a3 3 0 0 1 6 0V9" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
      <span>
        Your data is protected with 256-bit encryption. We never see or store your bank credentials.
      </span>
    </p>
  );
}
