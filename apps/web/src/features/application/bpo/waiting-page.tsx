import { WaitScreen } from '@/features/application/shell/wait-screen';
import { BPO_CAPTION } from './bpo-caption';

/** bpo/waiting and bpo/hold: the value estimate is ordered; the page is the wait itself. */
export function WaitingPage() {
  return (
    <WaitScreen caption={BPO_CAPTION} title="We’re getting your home’s value estimate">
      <p>
        A local real estate agent is estimating your home’s value. This usually takes 2 to 5
        business days, and we’ll e-mail you as soon as it’s done. Your application is saved: there’s
        nothing you need to do now.
      </p>
      <p className="mt-3">
        When the estimate is in, we’ll update your offer if needed and you’ll continue from here.
      </p>
    </WaitScreen>
  );
}
