import { formatMoney, VALUATION_COST, type ValueEstimateOrderRequest } from '@openheloc/domain';
import { Navigate } from 'react-router';
import { Button } from '@/components/button';
import { useApplicationContext } from '@/features/application/routing/application-context';
import { useApplicationMutation } from '@/features/application/routing/use-application-mutation';
import { ApplicationScreen } from '@/features/application/shell/application-screen';
import { BPO_CAPTION } from './bpo-caption';
import { useValueEstimateDraft } from './value-estimate-draft';

const CONDITION_LABELS = {
  EXCELLENT: 'Excellent',
  GOOD: 'Good',
  AVERAGE: 'Average',
  FAIR: 'Fair',
  POOR: 'Poor',
} as const;

/** bpo/order-bpo: what the owner said, what the estimate involves and costs, and the order. */
export function OrderBpoPage() {
  const { uuid, pathTo } = useApplicationContext();
  const { draft, clear } = useValueEstimateDraft(uuid);
  const order = useApplicationMutation<ValueEstimateOrderRequest>('/value-estimate');
  const { estimatedValue, condition } = draft;
  if (estimatedValue === undefined) return <Navigate to={pathTo('bpo/estimate-value')} replace />;
  if (condition === undefined) return <Navigate to={pathTo('bpo/condition')} replace />;
  const failure =
    order.failure && order.failure.kind !== 'conflict' && order.failure.kind !== 'not-found'
      ? order.failure
      : null;

  const submit = async () => {
    const outcome = await order.submit({ estimatedValue, condition });
    if (outcome.kind === 'done') clear();
  };

  return (
    <ApplicationScreen
      caption={BPO_CAPTION}
      title="Order your home’s value estimate"
      back="bpo/condition"
      actions={
        <Button type="button" busy={order.isPending} onClick={() => void submit()}>
          Order the value estimate
        </Button>
      }
    >
      <dl className="mb-6 border-t border-line">
        <div className="grid gap-1 border-b border-line py-3 sm:grid-cols-[14rem_1fr]">
          <dt className="font-semibold">Your estimate</dt>
          <dd>{formatMoney(estimatedValue, 0)}</dd>
        </div>
        <div className="grid gap-1 border-b border-line py-3 sm:grid-cols-[14rem_1fr]">
          <dt className="font-semibold">Condition</dt>
          <dd>{CONDITION_LABELS[condition]}</dd>
        </div>
      </dl>
      <h2 className="text-lg font-semibold">What happens next</h2>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        <li>
          A licensed local real estate agent looks at your home from the outside and at recent sales
          nearby.
        </li>
        <li>It usually takes 2 to 5 business days. We’ll e-mail you when it’s done.</li>
        <li>
          It costs {formatMoney(VALUATION_COST, 0)}, added to your closing costs: you pay nothing
          now.
        </li>
        <li>Your offer is then based on the agent’s estimate, which can differ from yours.</li>
      </ul>
      {failure ? (
        <p role="alert" className="mt-6 font-semibold text-error">
          {failure.kind === 'invalid'
            ? (failure.formMessage ?? failure.fieldErrors.map((error) => error.message).join(' '))
            : failure.message}
        </p>
      ) : null}
    </ApplicationScreen>
  );
}
