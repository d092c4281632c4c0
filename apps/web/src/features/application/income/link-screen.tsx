import {
  INCOME_DATA_KIND_LABELS,
  INCOME_LINK_SOURCE_KIND,
  INCOME_LINK_SOURCE_LABELS,
  type IncomeLinkSource,
} from '@openheloc/domain';
import { Button } from '@/components/button';
import { useOrganization } from '@/lib/organization/organization-context';
import type { FailedMutationOutcome } from '@/features/application/routing/mutation-outcome';
import { ApplicationScreen } from '@/features/application/shell/application-screen';
import { INCOME_CAPTION } from './income-caption';
import { AGGREGATOR_NAME, LinkDialog } from './link-dialog';
import { useLinkFlow } from './use-link-flow';

function failureText(failure: FailedMutationOutcome): string {
  if (failure.kind !== 'invalid') return failure.message;
  return failure.formMessage ?? failure.fieldErrors.map((error) => error.message).join(' ');
}

/**
 * A link page: what linking this source involves, and the aggregator's dialog over it once the
 * borrower goes on (or when the URL names a session: a reload, an OAuth or Pointserv return).
 */
export function LinkScreen({
  source,
  title,
}: {
  source: IncomeLinkSource;
  /** The page's heading; by default 'Link your {source}'. */
  title?: string;
}) {
  const organization = useOrganization();
  const flow = useLinkFlow();
  const label = INCOME_LINK_SOURCE_LABELS[source];
  const kind = INCOME_DATA_KIND_LABELS[INCOME_LINK_SOURCE_KIND[source]];
  const session = flow.session.data;
  const problem =
    (flow.linkFailure ? failureText(flow.linkFailure) : null) ??
    (flow.session.isError ? flow.session.error.message : null) ??
    (session ? null : flow.requestError);

  return (
    <ApplicationScreen
      caption={INCOME_CAPTION}
      title={title ?? `Link your ${label.title.toLowerCase()}`}
      back="income/review"
      actions={
        <Button type="button" busy={flow.busy} onClick={() => void flow.open(source)}>
          Continue to {AGGREGATOR_NAME}
        </Button>
      }
    >
      {problem ? (
        <p role="alert" className="mb-6 rounded-lg border-l-4 border-error bg-white p-4">
          {problem}
        </p>
      ) : null}
      <p>
        {organization.brandName} uses {AGGREGATOR_NAME} to read your income from your{' '}
        {kind.institution}. {label.description}
      </p>
      <h2 className="mt-6 text-lg font-semibold">What happens next</h2>
      <ol className="mt-2 list-decimal space-y-1 pl-6">
        <li>Choose your {kind.institution}</li>
        <li>Sign in to it</li>
        <li>
          Allow {organization.brandName} to read {kind.data}
        </li>
      </ol>
      {session ? (
        <LinkDialog
          key={session.uuid}
          session={session}
          busy={flow.busy}
          requestError={flow.requestError}
          onSignIn={(institution, username, password) =>
            flow.signIn(session, institution, username, password)
          }
          onConsent={() => void flow.consent(session)}
          onRetry={() => flow.retry(session)}
          onFinish={() => void flow.finish(session)}
          onClose={flow.close}
        />
      ) : null}
    </ApplicationScreen>
  );
}
