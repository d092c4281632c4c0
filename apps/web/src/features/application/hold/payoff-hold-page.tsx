import { WaitScreen } from '@/features/application/shell/wait-screen';
import { HOLD_CAPTION } from './hold-caption';

/** payoff/hold: a loan on the home is being paid off, and the line waits for the lender's word. */
export function PayoffHoldPage() {
  return (
    <WaitScreen caption={HOLD_CAPTION} title="We’re waiting for a loan payoff to be confirmed">
      <p>
        A loan on your home is being paid off. Before your line of credit can go on, the lender that
        held it has to confirm that it is paid and release its claim on your home. This usually
        takes 5 to 10 business days.
      </p>
      <p className="mt-3">
        Your application is saved and there’s nothing you need to do now. We’ll e-mail you when the
        payoff is confirmed.
      </p>
    </WaitScreen>
  );
}
