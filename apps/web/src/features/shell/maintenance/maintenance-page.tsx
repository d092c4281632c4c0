import type { MaintenanceVariables } from '@openheloc/domain';
import { buttonClasses } from '@/components/button-classes';
import { PageHeading } from '@/components/page-heading';
import { toDocumentPath } from '@/lib/base-path';
import { useDocumentTitle } from '@/lib/document-title';

/** Shown instead of a page while the lender has it closed for maintenance. */
export function MaintenancePage({ maintenance }: { maintenance: MaintenanceVariables }) {
  useDocumentTitle(maintenance.pageTitle);
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 sm:py-16">
      <PageHeading>{maintenance.pageTitle}</PageHeading>
      <p className="text-lg">{maintenance.message}</p>
      {maintenance.shouldShowDashboardLink ? (
        <p className="mt-8">
          <a
            className={buttonClasses({ variant: 'secondary' })}
            href={toDocumentPath('/dashboard')}
          >
            Go to dashboard
          </a>
        </p>
      ) : null}
    </div>
  );
}
