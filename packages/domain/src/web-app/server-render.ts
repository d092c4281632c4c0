import type { FeatureFlag, FeatureFlagKey } from '../flags';
import type { Organization } from '../orgs';

/**
 * What the server and the web app's server entry (apps/web/src/entry-server.tsx, built with
 * `vite build --ssr`) say to each other: the server resolves the request's lender, environment
 * and flags; the entry renders the first screen with React and React Router.
 */
export interface ServerRenderRequest {
  /** The whole URL the browser asked for. */
  url: string;
  organization: Organization;
  /** The server's mode, as the page names it to the browser (docs/decisions/0043). */
  environment: 'sandbox' | 'production';
  /** A flag as the browser would be answered for this lender. */
  flag: (key: FeatureFlagKey) => Promise<FeatureFlag>;
}

export type ServerRenderResult =
  /**
   * The app's markup for #root, the resource hints React gathered for the head (the logo's
   * preload), and the JSON the browser hydrates from.
   */
  | { kind: 'page'; html: string; head: string; hydrationJson: string }
  | { kind: 'redirect'; status: number; location: string }
  /** A path the server leaves to the browser: the page without a rendered screen. */
  | { kind: 'browser' };

export interface WebServerEntry {
  renderPage(request: ServerRenderRequest): Promise<ServerRenderResult>;
}

/** The JSON data block (not a script: the CSP allows no inline script) the browser hydrates from. */
export const SERVER_HYDRATION_ELEMENT_ID = 'server-hydration';
