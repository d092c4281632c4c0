import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { NamedError } from '@/components/form/flatten-field-errors';
import { serverErrorsFor } from '../flow/navigation-errors';
import type { StepKind } from '../flow/step-kinds';

/**
 * Shows the errors a failed registration brought back to this step, once. They are applied
 * after the first paint, so that the error summary takes focus after the page's heading did.
 */
export function useServerErrorsFromNavigation(
  kind: StepKind,
  show: (fieldErrors: readonly NamedError[], formMessage?: string) => void,
): void {
  const location = useLocation();
  const navigate = useNavigate();
  const [pending] = useState(() => serverErrorsFor(kind, location.state));
  useEffect(() => {
    if (!pending) return;
    show(pending.fieldErrors, pending.formMessage);
    // Forget them, so that a reload or a later visit does not show them again.
    void navigate('.', { replace: true, state: null });
    // Once per visit: `show` is a new function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pending]);
}
