import { zApplicationStatus, zHelocApplication } from '@openheloc/domain';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/** The application service's HELOC routes (spec section 7); mutations sit under /{uuid}/. */
export const HELOC_API_BASE = '/service-application/api/v1/application/heloc';

export function statusApiPath(uuid: string): string {
  return `/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`;
}

export function applicationApiPath(uuid: string): string {
  return `${HELOC_API_BASE}/${uuid}`;
}

/**
 * The status answer. Its state is read as any string: a state added on the server before this
 * client knows it routes to the timeout page instead of failing the page.
 */
export const zStatusResponse = zApplicationStatus.extend({ state: z.string() });
export type StatusResponse = z.infer<typeof zStatusResponse>;

export const applicationKeys = {
  /** Everything cached about one application. */
  all: (uuid: string) => ['application', uuid] as const,
  status: (uuid: string) => ['application', uuid, 'status'] as const,
  /** The application as it was when the status last changed (`version` is its updatedAt). */
  detail: (uuid: string, version: string) => ['application', uuid, 'detail', version] as const,
  list: () => ['applications'] as const,
};

export function fetchStatus(uuid: string, signal?: AbortSignal): Promise<StatusResponse> {
  return api.request(statusApiPath(uuid), { schema: zStatusResponse, signal });
}

export function fetchApplication(uuid: string, signal?: AbortSignal) {
  return api.request(applicationApiPath(uuid), { schema: zHelocApplication, signal });
}

export function fetchApplications(signal?: AbortSignal) {
  return api.request(`${HELOC_API_BASE}/all`, { schema: z.array(zHelocApplication), signal });
}

export type MutationMethod = 'POST' | 'PUT';

/** A journey mutation under /{uuid}/ ('/liens/confirm'); the server answers the new status. */
export function sendMutation(
  uuid: string,
  path: string,
  method: MutationMethod,
  body: unknown,
): Promise<StatusResponse> {
  return api.request(`${applicationApiPath(uuid)}${path}`, {
    method,
    body,
    schema: zStatusResponse,
  });
}
