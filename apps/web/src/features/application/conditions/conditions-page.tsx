import {
  documentRequestText,
  formatDisplayDate,
  selectDocumentRequests,
  type Condition,
} from '@openheloc/domain';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/button-classes';
import { useApplicationContext } from '@/features/application/routing/application-context';
import { ApplicationScreen } from '@/features/application/shell/application-screen';
import { CONDITIONS_CAPTION } from './conditions-caption';
import { useConditions } from './use-conditions';

function ConditionCard({ condition }: { condition: Condition }) {
  const { pathTo } = useApplicationContext();
  const text = documentRequestText(condition);
  if (!text) return null;
  const target =
    text.target === 'identity'
      ? pathTo('identity')
      : `${pathTo(`conditions/${text.target}`)}?condition=${condition.uuid}`;
  return (
    <li className="rounded-xl border border-line p-4 sm:p-6">
      <h2 className="text-lg font-semibold">{text.header}</h2>
      <p className="mt-1 text-sm text-muted">
        Requested {formatDisplayDate(new Date(condition.created))}
      </p>
      <p className="mt-3">{text.description}</p>
      {condition.actionNeeded ? (
        <Link to={target} className={`${buttonClasses()} mt-4`}>
          {text.button}
        </Link>
      ) : (
        <p className="mt-4 font-semibold">
          Received
          {condition.documents.length > 0
            ? ` (${condition.documents.length} file${condition.documents.length === 1 ? '' : 's'})`
            : ''}
          . We are reviewing it and will let you know if we need anything else.
        </p>
      )}
    </li>
  );
}

/** conditions: one card per open document request, oldest first, refreshed every minute. */
export function ConditionsPage() {
  const { uuid } = useApplicationContext();
  const conditions = useConditions(uuid);
  const requests = selectDocumentRequests(conditions.data ?? []);
  return (
    <ApplicationScreen
      caption={CONDITIONS_CAPTION}
      title="Documents we need from you"
      back="/dashboard"
      width="wide"
    >
      {conditions.isPending ? (
        <p role="status">Loading your document requests…</p>
      ) : conditions.isError ? (
        <p role="alert">{conditions.error.message}</p>
      ) : requests.length === 0 ? (
        <p>
          We do not need any documents from you right now. If our team needs something, it will show
          here and we will let you know.
        </p>
      ) : (
        <ul className="space-y-4">
          {requests.map((condition) => (
            <ConditionCard key={condition.uuid} condition={condition} />
          ))}
        </ul>
      )}
    </ApplicationScreen>
  );
}
