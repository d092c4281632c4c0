import {
  DSCR_PRODUCT,
  TIMEOUT_PATH,
  applicationPath,
  applicationProgress,
  isDeclineMachineState,
  isRouteAllowed,
  isUuid,
  pathWithinApplication,
  resolveApplicationRoute,
} from '@openheloc/domain';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { lazyWithReload } from '@/app/lazy-with-reload';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { isFetchError } from '@/lib/fetch-error';
import { NotFoundPage } from '@/features/shell/not-found-page';
import {
  ApplicationContext,
  type ApplicationContextValue,
  type FollowRouteOptions,
} from '../routing/application-context';
import { ApplicationRouteGuard } from '../routing/application-route-guard';
import { useApplicationData } from '../routing/use-application-data';
import { useStatusPolling, type StatusPollInterval } from '../routing/use-status-polling';
import { ApplicationLoadError } from './application-load-error';
import { CeoFeedbackPrompt } from '@/features/feedback/ceo-feedback-prompt';
import { BudgetHoldScreen } from './budget-hold-screen';
import { ApplicationSidebar } from './application-sidebar';
import { DataProtectionNote } from './data-protection-note';
import { LoanOriginatorCard } from './loan-originator-card';
import { compactProgressLabel } from './progress-steps';
import { TopBar } from './top-bar';
import { useExperimentProfile } from './use-experiment-profile';

// Radix's dialog loads with the first wait, not with every application screen.
const ProcessingModal = lazy(
  lazyWithReload(() =>
    import('./processing-modal').then((module) => ({ default: module.ProcessingModal })),
  ),
);

const isNotFound = (error: unknown) => isFetchError(error) && error.status === 404;

/**
 * The /{uuid} layout: reads the status and the application, keeps the borrower on a page their
 * application allows (redirecting otherwise), shows the processing modal and polls while the
 * server works, and frames every screen with the top bar and the progress side bar.
 */
export function ApplicationLayout() {
  const { uuid = '' } = useParams();
  const valid = isUuid(uuid);
  const location = useLocation();
  const navigate = useNavigate();
  const [pollInterval, setPollInterval] = useState<StatusPollInterval>(false);
  const { status, application, consistent } = useApplicationData(uuid, valid, pollInterval);
  const [intent, setIntent] = useState<FollowRouteOptions | null>(null);
  useExperimentProfile(valid);

  const currentPath = pathWithinApplication(location.pathname, uuid) ?? '';
  const pathTo = useCallback((path: string) => applicationPath(uuid, path), [uuid]);
  const resolved = useMemo(
    () =>
      status.data && application.data
        ? resolveApplicationRoute({
            status: status.data,
            application: application.data,
            currentPath,
          })
        : null,
    [status.data, application.data, currentPath],
  );

  // The timeout page is where a wait that took too long ends: no modal and no polling there.
  const onTimeoutPage = currentPath === TIMEOUT_PATH;
  // Waiting for the lender's budget of paid checks takes hours: a screen says so, no polling.
  const held = status.data?.budgetHold ?? null;
  const wait =
    held !== null || (resolved?.wait === 'modal' && onTimeoutPage)
      ? null
      : (resolved?.wait ?? null);
  useStatusPolling({
    state: status.data?.state ?? '',
    wait,
    answerStamp: status.dataUpdatedAt + status.errorUpdatedAt,
    setInterval: setPollInterval,
    onGiveUp: () => void navigate(pathTo(TIMEOUT_PATH), { replace: true }),
  });

  // After a mutation: move on once the application is read again and the server has settled.
  const followed = useRef<FollowRouteOptions | null>(null);
  useEffect(() => {
    if (intent === null || followed.current === intent) return;
    if (resolved === null || !consistent || resolved.wait === 'modal') return;
    followed.current = intent;
    const target =
      intent.next !== undefined && isRouteAllowed(intent.next, resolved)
        ? intent.next
        : resolved.path;
    void Promise.resolve(
      navigate(pathTo(target), {
        replace: target === currentPath,
        state: intent.notice ? { notice: intent.notice } : null,
      }),
    ).then(() => setIntent((current) => (current === intent ? null : current)));
  }, [intent, resolved, consistent, currentPath, navigate, pathTo]);

  const { refetch } = status;
  const context = useMemo<ApplicationContextValue | null>(
    () =>
      status.data && application.data && resolved
        ? {
            uuid,
            status: status.data,
            application: application.data,
            resolved,
            currentPath,
            pathTo,
            followResolvedRoute: (options = {}) => setIntent(options),
            retry: () => {
              void navigate(pathTo(''));
              void refetch();
            },
          }
        : null,
    [uuid, status.data, application.data, resolved, currentPath, pathTo, navigate, refetch],
  );

  if (!valid) return <NotFoundPage />;
  if (isNotFound(status.error) || isNotFound(application.error)) {
    return <Navigate to="/dashboard" replace />;
  }
  if (context === null) {
    const error = status.error ?? application.error;
    if (error) {
      return (
        <ApplicationLoadError
          message={error.message}
          onRetry={() => {
            void status.refetch();
            void application.refetch();
          }}
        />
      );
    }
    return <FullScreenLoader active label="Loading your application" />;
  }

  const progress = applicationProgress(context.resolved, context.status, context.application);
  const declined = isDeclineMachineState(context.resolved.machineState)
    ? { noticePath: pathTo(context.resolved.path), onNotice: currentPath === context.resolved.path }
    : null;
  return (
    <ApplicationContext.Provider value={context}>
      <TopBar>
        {context.application.product === DSCR_PRODUCT ? 'DSCR loan' : 'HELOC'} application for{' '}
        <span className="font-semibold text-ink">
          {context.application.property.street1}, {context.application.property.city},{' '}
          {context.application.property.state}
        </span>
      </TopBar>
      <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-6 sm:px-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12 lg:py-10">
        <div className="lg:col-start-2 lg:row-start-1">
          {declined ? null : (
            <p className="mb-4 text-sm font-semibold text-muted lg:hidden">
              {compactProgressLabel(progress)}
            </p>
          )}
          {/* At least a screen tall on a phone, so that the notes below start under the fold and a
              screen loading lazily does not push them down in view (no layout shift). */}
          <div className="min-h-dvh lg:min-h-0">
            {held ? (
              <BudgetHoldScreen resumesAt={held.resumesAt} onCheckAgain={() => void refetch()} />
            ) : (
              <ApplicationRouteGuard
                resolved={context.resolved}
                currentPath={currentPath}
                pathTo={pathTo}
                active={consistent && intent === null}
              >
                <Outlet />
              </ApplicationRouteGuard>
            )}
          </div>
          <div className="mt-10 space-y-6 lg:hidden">
            <LoanOriginatorCard referrerUuid={context.application.referrer?.referrerUuid ?? null} />
            <CeoFeedbackPrompt applicationUuid={context.application.uuid} />
            <DataProtectionNote />
          </div>
        </div>
        <div className="hidden lg:col-start-1 lg:row-start-1 lg:block">
          <ApplicationSidebar
            application={context.application}
            progress={progress}
            declined={declined}
          />
        </div>
      </div>
      {wait === 'modal' ? (
        <Suspense fallback={null}>
          <ProcessingModal state={context.status.state} />
        </Suspense>
      ) : null}
    </ApplicationContext.Provider>
  );
}
