import { CHAT_ALERT_MESSAGES } from '@openheloc/domain';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/button';
import { licensedStateNames } from './licensed-state-names';
import { stateLicensesQueryOptions } from './state-licenses-query';

const SKELETON_ROWS = 9;

function LoadingStates() {
  return (
    <>
      <p className="sr-only">Loading the states where we are licensed…</p>
      <ul aria-hidden="true" className="grid grid-cols-2 gap-x-6 gap-y-3 md:grid-cols-3">
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <li key={index} className="h-6 w-40 max-w-full animate-pulse rounded bg-brand-100" />
        ))}
      </ul>
    </>
  );
}

/** The states from the state-licenses call by full name, with a skeleton, empty and error state. */
export function LicensedStates({ orgCode, legalName }: { orgCode: string; legalName: string }) {
  const licenses = useQuery(stateLicensesQueryOptions(orgCode));
  return (
    <div aria-busy={licenses.isPending}>
      {licenses.isPending ? (
        <LoadingStates />
      ) : licenses.isError ? (
        <div className="rounded-xl border border-line p-5 sm:p-6">
          <p>{CHAT_ALERT_MESSAGES.generic}</p>
          <p className="mt-1 text-muted">We could not load the states where we are licensed.</p>
          <Button type="button" className="mt-4" onClick={() => void licenses.refetch()}>
            Try again
          </Button>
        </div>
      ) : licenses.data.length === 0 ? (
        <div className="rounded-xl border border-line p-5 sm:p-6">
          <p className="font-semibold">{legalName} is not licensed in any state yet.</p>
          <p className="mt-1">
            When it is, the states will appear here. Until then we cannot take applications.
          </p>
        </div>
      ) : (
        <ul className="columns-2 gap-x-6 md:columns-3">
          {licensedStateNames(licenses.data).map(({ abbrev, name }) => (
            <li key={abbrev} className="break-inside-avoid py-1">
              {name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
