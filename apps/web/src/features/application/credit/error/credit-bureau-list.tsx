import { ExternalLink } from '../../../../components/external-link';
import { linkClasses } from '../../../../components/link-classes';
import { telHref } from '../../../../lib/tel-href';
import { CREDIT_BUREAUS } from './credit-bureaus';

/** The three bureaus with their phone numbers and freeze pages, written out in full. */
export function CreditBureauList() {
  return (
    <ul className="mt-4 grid gap-3 sm:grid-cols-3" aria-label="Credit bureaus">
      {CREDIT_BUREAUS.map((bureau) => (
        <li key={bureau.name} className="rounded-lg border border-line p-4">
          <h3 className="font-semibold">{bureau.name}</h3>
          <p className="mt-1">
            <a className={linkClasses} href={telHref(bureau.phone)}>
              {bureau.phone}
            </a>
          </p>
          <p className="mt-1 break-words">
            <ExternalLink href={`https://${bureau.website}`} newTab>
              {bureau.website}
            </ExternalLink>
          </p>
        </li>
      ))}
    </ul>
  );
}
