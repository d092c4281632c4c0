import {
  POINTSERV_SOURCES,
  SOMETHING_UNEXPECTED_MESSAGE,
  type IncomeLinkSource,
  type LinkInstitution,
  type LinkSessionView,
} from '@openheloc/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useApplicationContext } from '@/features/application/routing/application-context';
import { useApplicationMutation } from '@/features/application/routing/use-application-mutation';
import { incomeKeys, linkSessionApi } from './income-api';
import { saveLinkResume } from './link-resume';

export const SESSION_PARAM = 'session';

/**
 * The link dialog's state: the session named in the URL (?session=, so a reload or an OAuth
 * return resumes it), the aggregator's steps, and the finished link sent with LINK_INCOME.
 * Pointserv hands the borrower back to income/pointserv-callback once they consent.
 */
export function useLinkFlow() {
  const { uuid, pathTo } = useApplicationContext();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const sessionUuid = params.get(SESSION_PARAM);
  const session = useQuery({
    queryKey: incomeKeys.session(uuid, sessionUuid ?? ''),
    queryFn: ({ signal }) => linkSessionApi.read(uuid, sessionUuid ?? '', signal),
    enabled: sessionUuid !== null,
    retry: false,
  });
  const [busy, setBusy] = useState(false);
  const [requestError, setRequestError] = useState<string | null>(null);
  const link = useApplicationMutation<{ source: IncomeLinkSource; linkSessionUuid: string }>(
    '/income/link',
  );

  async function run(call: () => Promise<LinkSessionView>): Promise<LinkSessionView | null> {
    setBusy(true);
    setRequestError(null);
    try {
      const next = await call();
      queryClient.setQueryData(incomeKeys.session(uuid, next.uuid), next);
      return next;
    } catch (error) {
      setRequestError(error instanceof Error ? error.message : SOMETHING_UNEXPECTED_MESSAGE);
      return null;
    } finally {
      setBusy(false);
    }
  }

  async function open(source: IncomeLinkSource) {
    const next = await run(() => linkSessionApi.start(uuid, source));
    if (!next) return;
    saveLinkResume({ applicationUuid: uuid, source, sessionUuid: next.uuid });
    setParams({ [SESSION_PARAM]: next.uuid });
  }

  return {
    sessionUuid,
    session,
    busy: busy || link.isPending,
    requestError,
    linkFailure: link.failure,
    open,
    close: () => {
      setRequestError(null);
      setParams({});
    },
    signIn: (
      current: LinkSessionView,
      institution: LinkInstitution,
      username: string,
      password: string,
    ) =>
      run(() =>
        linkSessionApi.signIn(uuid, current.uuid, {
          institutionId: institution.id,
          username,
          password,
        }),
      ),
    consent: async (current: LinkSessionView) => {
      const next = await run(() => linkSessionApi.consent(uuid, current.uuid));
      if (next && POINTSERV_SOURCES.includes(next.source)) {
        void navigate(`${pathTo('income/pointserv-callback')}?${SESSION_PARAM}=${next.uuid}`);
      }
    },
    retry: (current: LinkSessionView) => void open(current.source),
    /** Closes the dialog (the processing modal shows next) and sends the link. */
    finish: async (current: LinkSessionView) => {
      setParams({}, { replace: true });
      await link.submit({ source: current.source, linkSessionUuid: current.uuid });
    },
  };
}
