import { NO_PRIVATE_LABEL_DATA_MESSAGE, type Organization } from '@openheloc/domain';
import type { InjectedOrganization } from './read-injected-organization';

export const ORGANIZATION_PATH = '/service-organization/api/v1/organization';

/** The app cannot run without a lender: this carries the spec's message and the cause. */
export class OrganizationUnavailableError extends Error {
  override readonly name = 'OrganizationUnavailableError';
  /** The error met while looking for the record, shown next to the message. */
  readonly detail: string;

  constructor(detail: string) {
    super(NO_PRIVATE_LABEL_DATA_MESSAGE);
    this.detail = detail;
  }
}

/**
 * The page's organisation: the injected record when valid, otherwise the server's answer
 * (the Vite dev server injects nothing). Neither gives the spec's failure.
 */
export async function resolveOrganization(
  injected: InjectedOrganization,
  fetchOrganization: () => Promise<Organization>,
): Promise<Organization> {
  if (injected.status === 'found') return injected.organization;
  try {
    return await fetchOrganization();
  } catch (error) {
    const fetchDetail = error instanceof Error ? error.message : String(error);
    throw new OrganizationUnavailableError(
      injected.status === 'invalid' ? `${injected.error} ${fetchDetail}` : fetchDetail,
    );
  }
}
