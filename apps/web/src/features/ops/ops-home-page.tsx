import { hasOpsRole, OPS_ROLE_LABELS } from '@openheloc/domain';
import { PageHeading } from '@/components/page-heading';
import { TextLink } from '@/components/text-link';
import { useDocumentTitle } from '@/lib/document-title';
import { useOpsUser } from '@/lib/ops-auth/use-ops-user';
import { OPS_NAV_ITEMS } from './ops-nav';
import { ProviderBudgetLines } from './provider-budget-lines';

const TITLE = 'Operations';

/** Where an operations user lands: their roles and the screens those open. */
export function OpsHomePage() {
  useDocumentTitle(TITLE);
  const { data: user } = useOpsUser();
  if (!user) return null;
  const items = OPS_NAV_ITEMS.filter((item) => hasOpsRole(user, item.roles));
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      <PageHeading caption={`Signed in as ${user.name}`}>{TITLE}</PageHeading>
      <p className="mb-6">
        Your roles: {user.roles.map((role) => OPS_ROLE_LABELS[role]).join(', ')}.
      </p>
      {items.length > 0 ? (
        <ul className="space-y-3">
          {items.map((item) => (
            <li key={item.to}>
              <TextLink to={item.to}>{item.label}</TextLink>
            </li>
          ))}
        </ul>
      ) : (
        <p>No operations screen is open to your roles yet. Ask an administrator for access.</p>
      )}
      {hasOpsRole(user, ['ADMIN', 'UNDERWRITER']) ? <ProviderBudgetLines /> : null}
    </div>
  );
}
