import { linkClasses } from '@/components/link-classes';
import type { LenderFacts } from './lender-facts';

/** How to reach the lender: phone, e-mail and post, with its legal name and NMLS number. */
export function LenderContact({ lender }: { lender: LenderFacts }) {
  return (
    <address className="not-italic">
      <ul className="space-y-2">
        <li>
          Phone:{' '}
          <a className={`${linkClasses} whitespace-nowrap`} href={lender.phoneHref}>
            {lender.phone}
          </a>
        </li>
        <li>
          Email:{' '}
          <a className={linkClasses} href={`mailto:${lender.email}`}>
            {lender.email}
          </a>
        </li>
        <li>
          Mail: {lender.legalName}, {lender.address}
        </li>
      </ul>
    </address>
  );
}
