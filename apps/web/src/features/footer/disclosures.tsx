import { footerDisclosures } from '@openheloc/domain';
import { useId } from 'react';
import { useOrganization } from '@/lib/organization/organization-context';
import { helocRanges } from '@/lib/organization/heloc-ranges';

/** The numbered disclosures: amounts, rates, fees and the credit-pull policy. */
export function Disclosures({ disclosureCopy }: { disclosureCopy: string }) {
  const headingId = useId();
  const organization = useOrganization();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-base font-semibold text-ink">
        Disclosures
      </h2>
      <p className="mt-2">{disclosureCopy}</p>
      <ol className="mt-3 list-decimal space-y-1 pl-6">
        {footerDisclosures(helocRanges(organization)).map((text, index) => (
          <li key={text} id={`disclosure-${index + 1}`}>
            {text}
          </li>
        ))}
      </ol>
    </section>
  );
}
