import { Navigate, useLocation } from 'react-router';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { useOrganization } from '@/lib/organization/organization-context';
import { LEGACY_FLOW, V2_FLOW } from '../flow/flow-definitions';
import { v2Progress } from '../flow/progress';
import { ProgressBar } from './progress-bar';
import { useRegistrationVariation } from './use-registration-variation';
import { RegistrationLayout, STEP_COLUMN_CLASSES } from './registration-layout';

/**
 * /register-v2: for lenders with the redesign flag on, and visitors the registration experiment
 * gives the redesign; the others go to /register.
 */
export function V2Layout() {
  const { orgCode } = useOrganization();
  const { search } = useLocation();
  const variation = useRegistrationVariation(orgCode);
  if (!variation) return <FullScreenLoader active />;
  if (variation === 'register') return <Navigate to={`${LEGACY_FLOW.basePath}${search}`} replace />;
  return (
    <RegistrationLayout
      flow={V2_FLOW}
      render={({ kind, identityKnown, homeAddressAsked, back, step }) => {
        const progress = v2Progress(kind, { identityKnown, homeAddressAsked });
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
