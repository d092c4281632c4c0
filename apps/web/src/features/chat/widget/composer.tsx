import {
  CHAT_ACCEPTED_FILE_EXTENSIONS,
  CHAT_TYPING_PREVIEW_INTERVAL_MS,
  formatFileSize,
} from '@openheloc/domain';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { attachmentProblem, canSend } from './attachment-check';

export const COMPOSER_PLACEHOLDER = 'Type your message';

interface ComposerProps {
  /** Resolves when the message has gone; the composer then clears. */
  onSend: (text: string, files: File[]) => Promise<boolean>;
  /** Called at most once a second while the customer types. */
  onTyping?: () => void;
  readOnly?: boolean;
  /** Attachments are a live-agent feature; the chatbot reads words only. */
  allowAttachments: boolean;
}

/**
 * 'Type your message', attach files, Send. Enter sends and Shift+Enter adds a line; nothing is
 * sent while the text is blank and no file is attached. Chosen files can be removed first.
 */
export function Composer({ onSend, onTyping, readOnly = false, allowAttachments }: ComposerProps) {
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const lastTyping = useRef(0);
  const ids = { text: useId(), problem: useId(), files: useId() };

  const send = async () => {
    if (sending || !canSend(text, files, readOnly)) return;
    setSending(true);
    const sent = await onSend(text.trim(), files);
    setSending(false);
    if (sent) {
      setText('');
      setFiles([]);
      setProblem(null);
    }
    textArea.current?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  const onChange = (value: string) => {
    setText(value);
    const now = Date.now();
    if (
      onTyping &&
      value.trim() !== '' &&
      now - lastTyping.current >= CHAT_TYPING_PREVIEW_INTERVAL_MS
    ) {
      lastTyping.current = now;
      onTyping();
    }
  };

  const onFilesChosen = (chosen: FileList | null) => {
    const list = [...(chosen ?? [])];
    const refused = list.map(attachmentProblem).find((message) => message !== null) ?? null;
    setProblem(refused);
    setFiles((current) => [...current, ...list.filter((file) => attachmentProblem(file) === null)]);
    if (fileInput.current) fileInput.current.value = '';
  };

  const remove = (index: number) => {
    setFiles((current) => current.filter((_, position) => position !== index));
    textArea.current?.focus();
  };

  return (
    <form
      onSubmit={onSubmit}
      className="border-t border-line px-3 pt-2 pb-3"
      aria-label="Send a message"
    >
      {problem ? (
        <p id={ids.problem} role="alert" className="mb-2 text-sm font-semibold text-error">
          <span className="sr-only">Error: </span>
          {problem}
        </p>
      ) : null}
      {files.length > 0 ? (
        <ul id={ids.files} aria-label="Files to send" className="mb-2 flex flex-wrap gap-2">
          {files.map((file, index) => (
            <li
              key={`${file.name}-${index}`}
              className="flex items-center gap-1 rounded-full border border-line bg-gray-50 py-0.5 pr-0.5 pl-3 text-sm"
            >
              <span className="max-w-40 truncate">{file.name}</span>
              <span className="text-muted">({formatFileSize(file.size)})</span>
              <button
                type="button"
                onClick={() => remove(index)}
                className="inline-flex size-8 items-center justify-center rounded-full hover:bg-black/10"
              >
                <svg viewBox="0 0 16 16" className="size-3" aria-hidden="true">
                  <path d="M3 3l10 10M13 3 3 13" stroke="currentColor" strokeWidth="2" />
                </svg>
                <span className="sr-only">Remove {file.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label htmlFor={ids.text} className="sr-only">
        {COMPOSER_PLACEHOLDER}
      </label>
      <textarea
        id={ids.text}
        ref={textArea}
        rows={2}
        value={text}
        readOnly={readOnly}
        placeholder={COMPOSER_PLACEHOLDER}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        aria-describedby={problem ? ids.problem : undefined}
        className="block max-h-32 min-h-12 w-full resize-none rounded-md border-2 border-gray-500 px-3 py-2 text-base placeholder:text-gray-600"
      />
      <div className="mt-2 flex items-center justify-between gap-2">
        {allowAttachments ? (
          <>
            <input
              ref={fileInput}
              type="file"
              multiple
              accept={CHAT_ACCEPTED_FILE_EXTENSIONS.join(',')}
              className="sr-only"
              tabIndex={-1}
              aria-hidden="true"
              onChange={(event) => onFilesChosen(event.target.files)}
            />
            <button
              type="button"
              onClick={() => fileInput.current?.click()}
              disabled={readOnly}
              className="inline-flex min-h-11 items-center gap-1 rounded-md px-2 font-semibold text-brand-700 hover:bg-brand-50"
            >
              <svg viewBox="0 0 16 16" className="size-5" aria-hidden="true">
                <path
                  d="M10.5 4.5 5.25 9.75a1.25 1.25 0 0 0 1.77 1.77l5.6-5.6a2.5 2.5 0 0 0-3.54-3.54l-5.6 5.6a3.75 3.75 0 0 0 5.3 5.3L13.5 8.5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.5"
                />
              </svg>
              Attach file
            </button>
          </>
        ) : (
          <span />
        )}
        <button
          type="submit"
          aria-disabled={!canSend(text, files, readOnly) || sending || undefined}
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 aria-disabled:cursor-not-allowed aria-disabled:opacity-70"
        >
          Send
        </button>
      </div>
    </form>
  );
}
