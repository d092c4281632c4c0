import type { OrganizationFooterData } from '@openheloc/domain';

const LABELS: Record<OrganizationFooterData['footer']['footerImage'], string> = {
  EQUAL_HOUSING_LENDER: 'Equal Housing Lender',
  EQUAL_OPPORTUNITY_LENDER: 'Equal Opportunity Lender',
};

/** The fair-lending mark, drawn inline (no external image) and named in words. */
export function EqualHousingMark({
  kind,
}: {
  kind: OrganizationFooterData['footer']['footerImage'];
}) {
  return (
    <p className="flex items-center gap-2 font-semibold">
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <path d="M16 3 2 14h4v15h20V14h4z" fill="none" stroke="currentColor" strokeWidth="2.5" />
        {kind === 'EQUAL_HOUSING_LENDER' ? (
          <path d="M11 17h10M11 22h10" stroke="currentColor" strokeWidth="2.5" />
        ) : (
          <path
            d="M12 20a4 4 0 1 0 8 0 4 4 0 1 0-8 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
          />
        )}
      </svg>
      <span>{LABELS[kind]}</span>
    </p>
  );
}
