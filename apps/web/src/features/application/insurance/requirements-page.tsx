import {
  formatDisplayDate,
  formatCents,
  INSURANCE_KIND_LABELS,
  parseApiDate,
  type InsuranceKind,
} from '@openheloc/domain';
import { useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { useOrganization } from '@/lib/organization/organization-context';
import { useApplicationContext } from '@/features/application/routing/application-context';
import { ApplicationScreen } from '@/features/application/shell/application-screen';
import { INSURANCE_CAPTION } from './insurance-caption';

const WHY: Record<InsuranceKind, string> = {
  HAZARD: 'Covers your home against fire, storms and other damage. Every home we lend on needs it.',
  FLOOD:
    'Your home is in a special flood hazard area on FEMA’s flood maps, so federal law requires flood insurance for the life of your line of credit.',
};

/**
 * insurance/requirements: the policies this home needs (homeowner's always, flood in a flood
 * zone), which are on record and which are still missing, and the way to add the next one.
 */
export function RequirementsPage() {
  const { application, pathTo } = useApplicationContext();
  const organization = useOrganization();
  const navigate = useNavigate();
  const { insurance } = application;
  const next = insurance.missing[0];
  const policyOf = (kind: InsuranceKind) =>
    insurance.policies.find((policy) => policy.kind === kind);

  return (
    <ApplicationScreen
      caption={INSURANCE_CAPTION}
      title="Insurance for your home"
      actions={
        next ? (
          <Button
            type="button"
            onClick={() => void navigate(`${pathTo('insurance/upload')}?kind=${next}`)}
          >
            Add {INSURANCE_KIND_LABELS[next].toLowerCase()}
          </Button>
        ) : null
      }
    >
      <p>
        Before we fund your line of credit, we need proof that your home is insured. The
        declarations page of your policy has everything we ask for; your insurance company can send
        it to you.
      </p>
      {insurance.floodZone ? (
        <p className="mt-3">
          The flood zone determination puts your home in FEMA flood zone{' '}
          <strong className="font-semibold">{insurance.floodZone}</strong>.
        </p>
      ) : null}
      <ul className="mt-6 divide-y divide-line rounded-xl border border-line">
        {insurance.required.map((kind) => {
          const policy = policyOf(kind);
          const expires = policy ? parseApiDate(policy.expirationDate) : null;
          return (
            <li key={kind} className="p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="text-lg font-semibold">{INSURANCE_KIND_LABELS[kind]}</h2>
                <p
                  className={`rounded-full px-3 py-0.5 text-sm font-semibold ${
                    policy ? 'bg-brand-50 text-brand-800' : 'border border-line text-ink'
                  }`}
                >
                  {policy ? 'Received' : 'Still needed'}
                </p>
              </div>
              <p className="mt-1 text-muted">{WHY[kind]}</p>
              {policy ? (
                <p className="mt-2">
                  {policy.carrier}, coverage {formatCents(policy.coverageAmount, 0)}
                  {expires ? `, expires ${formatDisplayDate(expires)}` : ''}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <h2 className="mt-8 text-lg font-semibold">What each policy needs to show</h2>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        <li>Your name and the address of this home</li>
        <li>The insurance company, the policy number and the coverage amount</li>
        <li>Dates showing the policy is in force now</li>
        <li>{organization.brandName} added as mortgagee, once your line of credit is funded</li>
      </ul>
      {!next ? (
        <p className="mt-6 font-semibold">
          We have everything we need. We’re preparing your funding.
        </p>
      ) : null}
    </ApplicationScreen>
  );
}
