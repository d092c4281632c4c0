import { Fragment } from 'react';
import { ExternalLink } from '@/components/external-link';
import { linkClasses } from '@/components/link-classes';
import { telHref } from '@/lib/tel-href';
import { CREDIT_BUREAUS } from './credit-bureaus';

/** A web address that may wrap after its slashes on a narrow screen, never inside a word. */
function WrappableAddress({ address }: { address: string }) {
  return address.split('/').map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? (
        <>
          /<wbr />
        </>
      ) : null}
      {part}
    </Fragment>
  ));
}

/** The three bureaus with their phone numbers and freeze pages, written out in full. */
export function CreditBureauList() {
  return (
    <ul
      className="mt-4 divide-y divide-line rounded-lg border border-line"
      aria-label="Credit bureaus"
    >
      {CREDIT_BUREAUS.map((bureau) => (
        <li key={bureau.name} className="p-4">
          <h3 className="font-semibold">{bureau.name}</h3>
          <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
            <dt className="text-muted">Phone</dt>
            <dd>
              <a className={linkClasses} href={telHref(bureau.phone)}>
                {bureau.phone}
              </a>
            </dd>
            <dt className="text-muted">Online</dt>
            <dd>
              <ExternalLink href={`https://${bureau.website}`} newTab>
                <WrappableAddress address={bureau.website} />
              </ExternalLink>
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
