/** The public paths of the organisation service, shared by the routes and the records. */
export const ORGANIZATION_PATH = '/service-organization/api/v1/organization';
export const LOGO_PATH = '/service-organization/api/v1/organizations/:orgCode/logo.svg';
export const STATE_LICENSES_PATH = '/service-application/external/api/v1/heloc/state-licenses';

export function logoPath(orgCode: string): string {
  return LOGO_PATH.replace(':orgCode', encodeURIComponent(orgCode));
}
