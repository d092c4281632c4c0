import { SIGNER_CONDITIONS_FLAG } from '@openheloc/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { featureFlagQueryOptions } from '@/lib/flags/get-feature-flag';
import { useOrganization } from '@/lib/organization/organization-context';
import { SignerScreen } from './signer-screen';

/**
 * The signer's document-request pages exist while the lender has the flag on; otherwise they go
 * back up, as any unknown signer path does.
 */
export function SignerConditionsGate({ title, children }: { title: string; children: ReactNode }) {
  const { orgCode } = useOrganization();
  const flag = useQuery(featureFlagQueryOptions(SIGNER_CONDITIONS_FLAG, { organization: orgCode }));
  if (flag.isPending) {
    return (
      <SignerScreen title={title}>
        <p role="status">Loading…</p>
      </SignerScreen>
    );
  }
  if (!flag.data?.enabled) return <Navigate to="/heloc-signer/resume" replace />;
  return children;
}
