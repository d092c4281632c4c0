import { WaitScreen } from '@/features/application/shell/wait-screen';
import { MERCHANT_CAPTION } from './merchant-caption';

/** merchant/review: the lenders of the loans on the home confirm them before documents are made. */
export function ReviewPage() {
  return (
    <WaitScreen caption={MERCHANT_CAPTION} title="We’re reviewing the loans on your home">
      <p>
        Before your documents are ready to sign, we confirm the loans recorded against your home
        with the lenders that hold them. This usually takes 1 to 2 business days.
      </p>
      <p className="mt-3">
        Your application is saved and there’s nothing you need to do now. We’ll e-mail you as soon
        as your documents are ready to sign.
      </p>
    </WaitScreen>
  );
}
