import { Link } from 'react-router';
import { buttonClasses } from '@/components/button-classes';
import { ApplicationScreen } from '@/features/application/shell/application-screen';
import { INCOME_CAPTION } from './income-caption';

/**
 * income/employer-verification: underwriting asked to confirm the borrower's employment with
 * their employer. Nothing is asked of the borrower; the status polling moves them on.
 */
export function EmployerVerificationPage() {
  return (
    <ApplicationScreen
      caption={INCOME_CAPTION}
      title="We’re confirming your employment"
      actions={
        <Link to="/dashboard" className={buttonClasses({ variant: 'secondary' })}>
          Go to dashboard
        </Link>
      }
    >
      <p>
        To finish verifying your income, we’re confirming your job with your employer. You don’t
        need to do anything.
      </p>
      <p className="mt-3">
        This usually takes one to two business days. We’ll email you as soon as it’s done, and this
        page moves on by itself.
      </p>
    </ApplicationScreen>
  );
}
