import { formatCents, formatNotaryAppointment } from '@openheloc/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/button';
import { linkClasses } from '@/components/link-classes';
import { useApplicationContext } from '../routing/application-context';
import { useApplicationMutation } from '../routing/use-application-mutation';
import { ApplicationScreen } from '../shell/application-screen';
import { fetchNotarySlots, NOTARY_CAPTION, notaryKeys } from './notary-api';

/**
 * notary/reserve-manual: confirms the chosen slot and its fee, then holds it; once reserved, the
 * appointment itself (when, what to have ready) and the way to choose another time.
 */
export function ReserveManualPage() {
  const { uuid, application, status, pathTo } = useApplicationContext();
  const [params] = useSearchParams();
  const chosen = params.get('at');
  const slots = useQuery({
    queryKey: notaryKeys.slots(uuid),
    queryFn: ({ signal }) => fetchNotarySlots(uuid, signal),
    staleTime: 0,
  });
  const reserve = useApplicationMutation<{ requestedTime: string }>('/notary/schedule');
  const reservedAt =
    status.status.manualNotary && application.requestedManualNotaryTime
      ? application.requestedManualNotaryTime
      : null;
  const confirming = chosen !== null && chosen !== reservedAt;
  const fee = slots.data ? formatCents(slots.data.feeCents, 0) : null;
  const failure =
    reserve.failure && reserve.failure.kind !== 'conflict'
      ? reserve.failure.kind === 'invalid'
        ? (reserve.failure.fieldErrors[0]?.message ?? reserve.failure.formMessage)
        : reserve.failure.message
      : null;

  if (confirming) {
    return (
      <ApplicationScreen
        caption={NOTARY_CAPTION}
        title="Confirm your notary appointment"
        back="notary/schedule-manual"
        commits
        actions={
          <Button
            type="button"
            busy={reserve.isPending}
            onClick={() => void reserve.submit({ requestedTime: chosen })}
          >
            Reserve this time
          </Button>
        }
      >
        {failure ? (
          <div role="alert" className="mb-6 rounded-lg border-2 border-error p-4">
            <p className="font-semibold">{failure}</p>
            <p className="mt-1">
              <Link to={pathTo('notary/schedule-manual')} className={linkClasses}>
                Choose another time
              </Link>
            </p>
          </div>
        ) : null}
        <dl className="divide-y divide-line rounded-xl border border-line">
          <div className="p-4">
            <dt className="font-semibold">When</dt>
            <dd className="mt-1">{formatNotaryAppointment(new Date(chosen))}</dd>
          </div>
          <div className="p-4">
            <dt className="font-semibold">Manual notarization fee</dt>
            <dd className="mt-1">{fee ?? '…'}, added to your closing costs</dd>
          </div>
        </dl>
        <p className="mt-6">
          The notary comes to your home and stays about 30 minutes. Reserving holds this time for
          you; you can choose another time until then.
        </p>
      </ApplicationScreen>
    );
  }

  return (
    <ApplicationScreen caption={NOTARY_CAPTION} title="Your notary appointment is reserved">
      {reservedAt ? (
        <>
          <p className="text-lg">
            <strong className="font-semibold">
              {formatNotaryAppointment(new Date(reservedAt))}
            </strong>
          </p>
          <p className="mt-4">
            A notary will meet you at your home. Please have your photo ID ready. The manual
            notarization fee{fee ? ` of ${fee}` : ''} is added to your closing costs. Once the
            notary has witnessed your deed of trust, we move on to your insurance and funding.
          </p>
          <p className="mt-6">
            <Link to={pathTo('notary/schedule-manual')} className={linkClasses}>
              Choose another time
            </Link>
          </p>
        </>
      ) : (
        <p>
          You have not reserved a time yet.{' '}
          <Link to={pathTo('notary/schedule-manual')} className={linkClasses}>
            Choose a time
          </Link>
        </p>
      )}
    </ApplicationScreen>
  );
}
