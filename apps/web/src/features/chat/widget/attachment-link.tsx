import { formatFileSize } from '@openheloc/domain';
import type { WidgetAttachment } from '../chat-types';

/** A sent file: a link to it when it has an address, its name and size otherwise. */
export function AttachmentLink({
  attachment,
  onOpen,
}: {
  attachment: WidgetAttachment;
  onOpen?: (attachment: WidgetAttachment) => void;
}) {
  const size =
    Number.isFinite(attachment.size) && attachment.size >= 0 ? formatFileSize(attachment.size) : '';
  const label = (
    <>
      <svg viewBox="0 0 16 16" className="size-4 shrink-0" aria-hidden="true">
        <path
          d="M10.5 4.5 5.25 9.75a1.25 1.25 0 0 0 1.77 1.77l5.6-5.6a2.5 2.5 0 0 0-3.54-3.54l-5.6 5.6a3.75 3.75 0 0 0 5.3 5.3L13.5 8.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        />
      </svg>
      <span className="break-all">{attachment.name}</span>
      {size ? <span className="shrink-0 opacity-90">({size})</span> : null}
    </>
  );
  if (onOpen) {
    return (
      <button
        type="button"
        onClick={() => onOpen(attachment)}
        className="mt-1 flex items-center gap-1 text-left font-medium underline underline-offset-2"
      >
        {label}
        <span className="sr-only"> (download)</span>
      </button>
    );
  }
  return attachment.url ? (
    <a
      href={attachment.url}
      target="_blank"
      rel="noopener noreferrer"
      className="mt-1 flex items-center gap-1 font-medium underline underline-offset-2"
    >
      {label}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  ) : (
    <span className="mt-1 flex items-center gap-1">{label}</span>
  );
}
