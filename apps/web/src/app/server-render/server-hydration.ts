import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { SERVER_HYDRATION_ELEMENT_ID } from '@openheloc/domain';

/** What the server's page hands the browser to take over from: the router's and the queries'. */
export interface ServerHydration {
  router: HydrationState;
  queries: DehydratedState;
}

/**
 * The server's JSON data block, or null on a page the browser renders itself. The server wrote
 * it, so it is trusted as it is; it is only read once, before the first render.
 */
export function readServerHydration(doc: Pick<Document, 'getElementById'>): ServerHydration | null {
  const text = doc.getElementById(SERVER_HYDRATION_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as ServerHydration) : null;
}
