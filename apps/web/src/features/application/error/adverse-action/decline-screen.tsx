import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { buttonClasses } from '@/components/button-classes';
import { useOrganization } from '@/lib/organization/organization-context';
import { useApplication } from '@/features/application/routing/application-context';
import { ApplicationScreen } from '@/features/application/shell/application-screen';
import { AdverseActionNotice } from './adverse-action-notice';

interface DeclineScreenProps {
  title: string;
  /** What the decision means for the borrower, above the notice. */
  intro: ReactNode;
}

/** A decline: a plain-words explanation, the adverse-action notice, and where to go from here. */
export function DeclineScreen({ title, intro }: DeclineScreenProps) {
  const { application, status } = useApplication();
  const organization = useOrganization();
  return (
    <ApplicationScreen caption="Your application" title={title} width="wide">
      <div className="mb-8 space-y-3">
        {intro}
        <p>We’ve also e-mailed you this notice as a PDF, for your records.</p>
      </div>
      <AdverseActionNotice
        reasons={application.adverseActionReasons}
        creditScore={application.creditScoreDisclosure}
        decidedAt={new Date(status.updatedAt)}
        loanNumber={application.loanNumber}
        product={application.product}
        organization={organization}
      />
      {/* A notice to read, not a form: its buttons follow it rather than stick to the screen. */}
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to="/dashboard" className={buttonClasses()}>
          Go to dashboard
        </Link>
        <Button type="button" variant="secondary" onClick={() => window.print()}>
          Print this notice
        </Button>
      </div>
    </ApplicationScreen>
  );
}
