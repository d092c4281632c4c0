import { Link } from 'react-router';

/**
 * In place of the step tracker once an application is declined: no step is left to take, so the
 * tracker would only promise steps the borrower cannot reach.
 */
export function DeclinedNote({ noticePath, onNotice }: { noticePath: string; onNotice: boolean }) {
  return (
    <div className="rounded-lg border border-line p-4 text-sm">
      <p className="font-semibold">This application was declined.</p>
      <p className="mt-1">
        There are no more steps to take on it. The adverse action notice says why and what you can
        do next.
      </p>
      {onNotice ? null : (
        <Link to={noticePath} className="mt-2 inline-block font-semibold text-brand-700 underline">
          Read the notice
        </Link>
      )}
    </div>
  );
}
