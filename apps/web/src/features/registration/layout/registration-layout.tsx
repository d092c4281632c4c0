import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { tokenStore } from '@/lib/auth/token';
import { answersStore } from '../flow/answers-store';
import { RegistrationFlowContext } from '../flow/flow-context';
import type { RegistrationFlow } from '../flow/flow-definitions';
import { previousStepPath, stepRedirect } from '../flow/flows';
import { isPrimaryHome } from '../flow/parse-answers';
import { useCurrentStepKind } from '../flow/route-handle';
import type { StepKind } from '../flow/step-kinds';
import { BackLink } from './back-link';

export interface LayoutParts {
  kind: StepKind;
  /** A credential is stored: the account steps are not counted. */
  identityKnown: boolean;
  /**
   * The home address step is counted: the property is not the visitor's primary home, or they
   * have not said yet (a primary home then shortens the count; it never grows under them).
   */
  homeAddressAsked: boolean;
  /** The back link, or nothing on the first step. */
  back: ReactNode;
  step: ReactNode;
}

interface RegistrationLayoutProps {
  flow: RegistrationFlow;
  /** Arranges the back link, the flow's progress display and the step. */
  render: (parts: LayoutParts) => ReactNode;
}

/** The column every registration page uses: 560 px at most, centred. */
export const STEP_COLUMN_CLASSES = 'mx-auto w-full max-w-[560px]';

/**
 * Around every step of a flow: sends a visitor who skipped ahead back to the first unanswered
 * step, and offers the back link (not on the first step) to the flow's own layout.
 */
export function RegistrationLayout({ flow, render }: RegistrationLayoutProps) {
  const kind = useCurrentStepKind();
  const { search } = useLocation();
  const identityKnown = tokenStore.authorization() !== null;
  useEffect(() => answersStore.rememberSource(search), [search]);

  if (!kind) return <Outlet />;
  const answers = answersStore.readAll();
  const redirect = stepRedirect(flow, kind, answers);
  if (redirect) return <Navigate to={redirect} replace />;
  const previous = previousStepPath(flow, kind, answers);
  return (
    <RegistrationFlowContext.Provider value={{ flow, identityKnown }}>
      {render({
        kind,
        identityKnown,
        homeAddressAsked: !isPrimaryHome(answers),
        back: previous ? (
          <div className="-mt-2 mb-4">
            <BackLink to={previous} />
          </div>
        ) : null,
        step: <Outlet />,
      })}
    </RegistrationFlowContext.Provider>
  );
}
