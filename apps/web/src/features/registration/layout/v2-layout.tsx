import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { useOrganization } from '@/lib/organization/organization-context';
import { LEGACY_FLOW, V2_FLOW } from '../flow/flow-definitions';
import { v2Progress } from '../flow/progress';
import { ProgressBar } from './progress-bar';
import { redesignFlagQueryOptions } from './redesign-flag';
import { RegistrationLayout, STEP_COLUMN_CLASSES } from './registration-layout';

/** /register-v2: only for lenders with the redesign flag on; the others go to /register. */
export function V2Layout() {
  const { orgCode } = useOrganization();
  const { search } = useLocation();
  const { data: flag } = useQuery(redesignFlagQueryOptions(orgCode));
  if (!flag) return <FullScreenLoader active />;
  if (!flag.enabled) return <Navigate to={`${LEGACY_FLOW.basePath}${search}`} replace />;
  return (
    <RegistrationLayout
      flow={V2_FLOW}
      render={({ kind, identityKnown, back, step }) => {
        const progress = v2Progress(kind, { identityKnown });
        return (
          <div className={`${STEP_COLUMN_CLASSES} px-4 pt-6 pb-10 sm:pt-10`}>
            {back}
            {progress ? <ProgressBar {...progress} /> : null}
            {step}
          </div>
        );
      }}
    />
  );
}
