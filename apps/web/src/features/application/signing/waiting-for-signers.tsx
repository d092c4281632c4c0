import { DSCR_PRODUCT, SIGNER_ROLE_LABELS, SIGNER_STATUS_LABELS } from '@openheloc/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/button-classes';
import { applicationKeys } from '@/features/application/routing/application-api';
import { useApplicationContext } from '@/features/application/routing/application-context';
import { ApplicationScreen } from '@/features/application/shell/application-screen';
import { SIGNING_CAPTION } from './signing-caption';
import { CoOwnersWaiting } from './co-owners-waiting';
import { fetchSigners, signersKey } from './signers-api';

export const WAITING_TITLE = 'Waiting for your co-signers';
/** How often the list is read again while the borrower waits. */
const REFRESH_MS = 15_000;

/**
 * signing/additional once the borrower has signed and others have not: who they wait for, where
 * each stands and what comes next. When the last one is notarized, the application moves on.
 */
export function WaitingForSigners() {
  const { uuid, pathTo, application } = useApplicationContext();
  const queryClient = useQueryClient();
  const nextId = useId();
  const signers = useQuery({
    queryKey: signersKey(uuid),
    queryFn: ({ signal }) => fetchSigners(uuid, signal),
    staleTime: 0,
    refetchInterval: REFRESH_MS,
  });
  const list = signers.data?.signers ?? [];
  const pending = list.filter((signer) => signer.status !== 'NOTARIZED');
  const done = signers.data !== undefined && pending.length === 0;
  useEffect(() => {
    // Everyone is notarized: the status moves the borrower on to the notary.
    if (done) void queryClient.invalidateQueries({ queryKey: applicationKeys.all(uuid) });
  }, [done, queryClient, uuid]);
  const names = pending.map((signer) => `${signer.firstName} ${signer.lastName}`).join(' and ');
  return (
    <ApplicationScreen caption={SIGNING_CAPTION} title={WAITING_TITLE}>
      <p className="mb-6 text-lg">
        You’ve signed your documents.{' '}
        {done
          ? 'Everyone else has signed and met the notary: it’s your turn.'
          : `We’re waiting for ${names} to sign and meet the notary.`}
      </p>
      <CoOwnersWaiting uuid={uuid} />
      {signers.isPending ? <p role="status">Loading…</p> : null}
      {signers.isError ? <p role="alert">{signers.error.message}</p> : null}
      <ul className="mb-8 border-t border-line">
        {list.map((signer) => (
          <li key={signer.uuid} className="border-b border-line py-3">
            <p className="font-semibold">
              {signer.firstName} {signer.lastName}
            </p>
            <p className="text-sm [overflow-wrap:anywhere]">
              {SIGNER_ROLE_LABELS[signer.role]} · {signer.email}
            </p>
            <p className="text-sm font-semibold">{SIGNER_STATUS_LABELS[signer.status]}</p>
          </li>
        ))}
      </ul>
      <section aria-labelledby={nextId}>
        <h2 id={nextId} className="mb-3">
          What happens next
        </h2>
        <ol className="list-decimal space-y-3 pl-6 marker:font-semibold marker:text-brand-700">
          <li>
            Each of them signs with their own sign-in, from the invitation we e-mailed them, and
            meets the notary online.
          </li>
          <li>
            Then it’s your turn to meet the notary. We’ll e-mail you when it is; you don’t need to
            keep this page open.
          </li>
          <li>
            {/* Business-purpose credit has no right to cancel (decision 0050). */}
            {application.product === DSCR_PRODUCT
              ? 'Once your insurance is in, we fund your line: a DSCR loan has no right to cancel.'
              : 'Your three-business-day right to cancel starts at your notarization. Then we fund your line.'}
          </li>
        </ol>
      </section>
      {done ? (
        <Link to={pathTo('notary/intro')} className={`${buttonClasses()} mt-8`}>
          Meet your notary
        </Link>
      ) : null}
    </ApplicationScreen>
  );
}
