import { NOTARY_CHAT_MAX_LENGTH, type NotaryChatMessage, type NotaryRole } from '@openheloc/domain';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../button';
import { inputClasses } from '../form/input-classes';

/** The session's text chat: what was said, newest last, and a line to write in. */
export function RoomChat({
  messages,
  ownRole,
  disabled,
  onSend,
}: {
  messages: readonly NotaryChatMessage[];
  ownRole: NotaryRole;
  disabled: boolean;
  onSend: (text: string) => boolean;
}) {
  const inputId = useId();
  const errorId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text.trim() === '') {
      setError('Enter a message');
      return;
    }
    if (!onSend(text.trim())) {
      setError('The message could not be sent. Check your connection and try again');
      return;
    }
    setError(null);
    setText('');
  };

  return (
    <section aria-labelledby="room-chat-heading" className="rounded-xl border border-line p-4">
      <h2 id="room-chat-heading" className="text-lg font-semibold">
        Chat
      </h2>
      <ol
        className="mt-2 max-h-64 space-y-2 overflow-y-auto"
        aria-live="polite"
        data-testid="room-chat-log"
      >
        {messages.length === 0 ? (
          <li className="text-muted">No messages yet. You can write to each other here.</li>
        ) : (
          messages.map((message) => (
            <li key={message.seq}>
              <span className="font-semibold">
                {message.role === ownRole ? 'You' : message.name}:
              </span>{' '}
              <span className="whitespace-pre-line break-words">{message.text}</span>
            </li>
          ))
        )}
      </ol>
      <form className="mt-3" noValidate onSubmit={submit}>
        <label htmlFor={inputId} className="block font-semibold">
          Message
        </label>
        {error ? (
          <p id={errorId} className="mt-1 font-semibold text-error">
            <span className="sr-only">Error: </span>
            {error}
          </p>
        ) : null}
        <div className="mt-1 flex flex-col gap-2 sm:flex-row">
          <input
            id={inputId}
            type="text"
            value={text}
            maxLength={NOTARY_CHAT_MAX_LENGTH}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={inputClasses({ invalid: Boolean(error), className: 'flex-1' })}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" variant="secondary" disabled={disabled}>
            Send
          </Button>
        </div>
      </form>
    </section>
  );
}
