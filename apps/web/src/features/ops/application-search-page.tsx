import {
  APPLICATION_SEARCH_LIMIT,
  APPLICATION_SEARCH_MESSAGES,
  APPLICATION_SEARCH_MIN_LENGTH,
} from '@openheloc/domain';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/button';
import { TextField } from '@/components/form/text-field';
import { PageHeading } from '@/components/page-heading';
import { TextLink } from '@/components/text-link';
import { useDocumentTitle } from '@/lib/document-title';
import { RequireOpsUser } from '@/lib/ops-auth/require-ops-user';
import { searchApplications } from './session-replay-api';

const TITLE = 'Find an application';

function SearchResults({ q }: { q: string }) {
  const search = useQuery({
    queryKey: ['ops', 'applications', 'search', q],
    queryFn: ({ signal }) => searchApplications(q, signal),
  });
  if (search.isPending) return <p role="status">Searching…</p>;
  if (search.isError) return <p role="alert">{search.error.message}</p>;
  const { results, capped } = search.data;
  return (
    <section aria-labelledby="results-heading">
      <h2 id="results-heading" className="mb-2 text-[22px] font-bold">
        Results
      </h2>
      <p role="status" className="mb-4">
        {results.length === 0
          ? `No application matches “${q}”. Check the spelling, or search by e-mail or loan number.`
          : capped
            ? `The ${APPLICATION_SEARCH_LIMIT} newest of more applications that match: add more of the name, e-mail or loan number to narrow the search.`
            : results.length === 1
              ? '1 application matches.'
              : `${results.length} applications match.`}
      </p>
      <ul className="space-y-3">
        {results.map((result) => (
          <li key={result.applicationUuid} className="rounded-xl border border-line p-4">
            <TextLink to={`/ops/applications/${result.applicationUuid}`}>
              {result.borrowerName || 'Name not known yet'}, {result.loanNumber}
            </TextLink>
            <p className="mt-1 text-sm break-all text-muted">
              {result.email} · {result.orgCode} · {result.state}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Operations find an application by the borrower's name or e-mail, or its loan number. */
export function ApplicationSearchPage() {
  useDocumentTitle(TITLE);
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const [error, setError] = useState<string | undefined>();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = text.trim();
    if (wanted.length < APPLICATION_SEARCH_MIN_LENGTH) {
      setError(APPLICATION_SEARCH_MESSAGES.tooShort);
      return;
    }
    setError(undefined);
    setParams({ q: wanted });
  };
  return (
    <RequireOpsUser>
      <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6">
        <PageHeading caption="Operations">{TITLE}</PageHeading>
        <form role="search" onSubmit={onSubmit} noValidate className="mb-6">
          <TextField
            name="q"
            label="Name, e-mail or loan number"
            hint="The whole of it or its beginning: “Pat Sam”, “pat.sample@”, “HEL0000123”."
            value={text}
            maxLength={100}
            autoComplete="off"
            onChange={(event) => setText(event.target.value)}
            error={error}
          />
          <Button type="submit">Search</Button>
        </form>
        {q.length >= APPLICATION_SEARCH_MIN_LENGTH ? <SearchResults q={q} /> : null}
      </div>
    </RequireOpsUser>
  );
}
