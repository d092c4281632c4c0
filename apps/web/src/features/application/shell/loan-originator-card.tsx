import { originatorCard } from '@openheloc/domain';
import { useId } from 'react';
import { buttonClasses } from '@/components/button-classes';
import { telHref } from '@/lib/tel-href';
import { useLoanOriginator } from './use-loan-originator';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');

/**
 * The loan officer or broker who referred the borrower, as a contact: name, picture, NMLS number,
 * e-mail and phone, with call and e-mail buttons. Hidden without an originator or broker name.
 */
export function LoanOriginatorCard({ referrerUuid }: { referrerUuid: string | null }) {
  const headingId = useId();
  const info = useLoanOriginator(referrerUuid).data?.originatorDisplayInfo;
  if (!info) return null;
  const card = originatorCard(info);
  if (!card.shown) return null;
  const subtitle = card.label === 'loan officer' && card.brokerName ? card.brokerName : null;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-line p-4">
      <h2 id={headingId} className="mb-3 text-base font-semibold">
        Your {card.label}
      </h2>
      <div className="flex items-center gap-3">
        {info.avatarUri ? (
          <img src={info.avatarUri} alt="" className="size-12 shrink-0 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800"
          >
            {initialsOf(card.name)}
          </span>
        )}
        <div className="min-w-0">
          <p className="font-semibold">{card.name}</p>
          {subtitle ? <p className="text-sm text-muted">{subtitle}</p> : null}
          {info.nmls ? <p className="text-sm text-muted">NMLS #{info.nmls}</p> : null}
        </div>
      </div>
      {info.phoneNumber || info.email ? (
        <dl className="mt-3 space-y-2 text-sm">
          {info.phoneNumber ? (
            <div>
              <dt className="text-muted">Phone</dt>
              <dd>{info.phoneNumber}</dd>
            </div>
          ) : null}
          {info.email ? (
            <div>
              <dt className="text-muted">Email</dt>
              <dd className="break-all">{info.email}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {info.phoneNumber ? (
          <a
            href={telHref(info.phoneNumber)}
            className={buttonClasses({ variant: 'secondary', className: 'flex-1' })}
          >
            Call<span className="sr-only"> {card.name}</span>
          </a>
        ) : null}
        {info.email ? (
          <a
            href={`mailto:${info.email}`}
            className={buttonClasses({ variant: 'secondary', className: 'flex-1' })}
          >
            Email<span className="sr-only"> {card.name}</span>
          </a>
        ) : null}
      </div>
    </section>
  );
}
