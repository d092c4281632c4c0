import { DEV_MAILBOX_API_PATH, zMailboxAnswer, type MailboxMessage } from '@openheloc/domain';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/button';
import { TextField } from '@/components/form/text-field';
import { PageHeading } from '@/components/page-heading';
import { api } from '@/lib/api-client';
import { isProductionEnvironment } from '@/lib/app-environment';
import { useDocumentTitle } from '@/lib/document-title';
import { NotFoundPage } from '@/features/shell/not-found-page';

const TITLE = 'Development mailbox';
const REFRESH_MS = 3_000;

/**
 * What the outbox delivered to the development sink (e-mail and text messages), newest first,
 * optionally for one recipient. Outside production only: there it is 'Page not found'.
 */
export function MailboxPage() {
  if (isProductionEnvironment()) return <NotFoundPage />;
  return <Mailbox />;
}

function Mailbox() {
  useDocumentTitle(TITLE);
  const [searchParams, setSearchParams] = useSearchParams();
  const to = searchParams.get('to') ?? '';
  const [draft, setDraft] = useState(to);
  const mailbox = useQuery({
    queryKey: ['dev-mailbox', to],
    queryFn: ({ signal }) =>
      api.request(DEV_MAILBOX_API_PATH, {
        query: { to: to || undefined },
        schema: zMailboxAnswer,
        signal,
      }),
    refetchInterval: REFRESH_MS,
  });
  const onFilter = (event: FormEvent) => {
    event.preventDefault();
    setSearchParams(draft.trim() ? { to: draft.trim() } : {});
  };
  const messages = mailbox.data?.messages ?? [];

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      <PageHeading caption="Outside production">{TITLE}</PageHeading>
      <p className="mb-6">
        The e-mails and text messages the app would have sent. They arrive a moment after the event
        that causes them; this page looks again every few seconds.
      </p>
      <form onSubmit={onFilter} className="mb-8 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <TextField
            label="Recipient"
            hint="An e-mail address or phone number; leave empty for everyone"
            name="to"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            autoCapitalize="none"
            spellCheck={false}
          />
        </div>
        <div className="sm:mb-6">
          <Button type="submit">Show messages</Button>
        </div>
      </form>
      <h2 className="mb-4 text-xl font-bold [overflow-wrap:anywhere] text-ink" aria-live="polite">
        {mailbox.isPending
          ? 'Loading messages…'
          : `${messages.length} message${messages.length === 1 ? '' : 's'}${to ? ` to ${to}` : ''}`}
      </h2>
      {mailbox.isError ? <p role="alert">{mailbox.error.message}</p> : null}
      <ol className="space-y-6">
        {messages.map((message) => (
          <li key={message.id}>
            <MessageCard message={message} />
          </li>
        ))}
      </ol>
    </div>
  );
}

function MessageCard({ message }: { message: MailboxMessage }) {
  return (
    <article className="rounded-lg border border-line p-4">
      <h3 className="text-lg font-bold [overflow-wrap:anywhere] text-ink">{message.subject}</h3>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 text-sm">
        <dt className="text-muted">To</dt>
        <dd className="break-all">{message.to}</dd>
        <dt className="text-muted">By</dt>
        <dd>{message.channel === 'email' ? 'E-mail' : 'Text message'}</dd>
        <dt className="text-muted">Received</dt>
        <dd>
          <time dateTime={message.receivedAt}>{new Date(message.receivedAt).toLocaleString()}</time>
        </dd>
        {message.attachments.length > 0 ? (
          <>
            <dt className="text-muted">Attached</dt>
            <dd className="break-all">
              {message.attachments.map((file) => file.filename).join(', ')}
            </dd>
          </>
        ) : null}
      </dl>
      <p className="mt-3 text-sm whitespace-pre-wrap [overflow-wrap:anywhere]">{message.text}</p>
      {message.links.length > 0 ? (
        <ul className="mt-3 space-y-1">
          {message.links.map((link) => (
            <li key={link}>
              <a
                href={link}
                className="font-semibold break-all text-brand-800 underline underline-offset-4"
              >
                {link}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
