/** The element through which the server names its mode in every page. */
export const APP_ENVIRONMENT_META = 'app-environment';

export type AppEnvironment = 'sandbox' | 'production';

/** On the server, the mode the process runs in (one per process), set by the render entry. */
let serverEnvironment: AppEnvironment | undefined;

export function setServerEnvironment(environment: AppEnvironment): void {
  serverEnvironment = environment;
}

/**
 * Whether this is production, from the mode the server names in the page ('sandbox' or
 * 'production'), or, rendering on the server, the one the entry was given. Without either (the
 * Vite dev server, in front of a sandbox) the build mode decides. The sandbox's switches (the
 * chat's `mode` parameter, the developer tools, the mailbox) and its banner exist only in the
 * sandbox.
 */
export function isProductionEnvironment(
  doc: Pick<Document, 'querySelector'> | undefined = globalThis.document,
): boolean {
  const named =
    doc?.querySelector(`meta[name="${APP_ENVIRONMENT_META}"]`)?.getAttribute('content') ??
    (doc ? undefined : serverEnvironment);
  return named ? named !== 'sandbox' : import.meta.env.PROD;
}

export function isSandboxMode(doc?: Pick<Document, 'querySelector'>): boolean {
  return !isProductionEnvironment(doc);
}
