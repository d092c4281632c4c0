import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways inside its frame on a narrow phone, so the page never does. The
 * frame is a named region reachable by keyboard: without a pointer, it is how the table scrolls.
 */
export function ScrollableTable({
  label,
  framed = true,
  children,
}: {
  label: string;
  /** A rounded border around the frame (false inside a disclosure's own layout). */
  framed?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={framed ? 'overflow-x-auto rounded-xl border border-line' : 'overflow-x-auto'}
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      {children}
    </div>
  );
}
