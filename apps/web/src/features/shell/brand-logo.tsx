import type { Organization } from '@openheloc/domain';
import { useState } from 'react';

/** The lender's logo; its brand name in words if the image cannot be loaded. */
export function BrandLogo({ organization }: { organization: Organization }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return <span className="text-xl font-bold text-brand-800">{organization.brandName}</span>;
  }
  return (
    <img
      src={organization.theme.logoUrl}
      alt={organization.brandName}
      className="h-8 w-auto max-w-[70vw] sm:h-10 sm:max-w-[320px]"
      onError={() => setFailed(true)}
    />
  );
}
