import { NO_PRIVATE_LABEL_DATA_MESSAGE, type StateLicense } from '@openheloc/domain';
import type { OrganizationResolver } from '../../app-types';
import { AppError } from '../../http/app-error';

/** The states a lender is licensed in, sorted without regard to case as the spec asks. */
export function stateLicensesOf(
  organizations: OrganizationResolver,
  orgCode: string,
): StateLicense[] {
  const org = organizations.byCode(orgCode);
  if (!org) throw AppError.notFound(NO_PRIVATE_LABEL_DATA_MESSAGE);
  return [...org.licensedStates]
    .sort((a, b) => compareIgnoringCase(a, b))
    .map((abbrev) => ({ abbrev }));
}

function compareIgnoringCase(a: string, b: string): number {
  const [left, right] = [a.toLowerCase(), b.toLowerCase()];
  return left < right ? -1 : left > right ? 1 : 0;
}
