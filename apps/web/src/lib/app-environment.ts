/**
 * The server's mode, named in index.html: 'sandbox' or 'production'. Without it (the Vite dev
 * server, in front of a sandbox) the build mode decides. The sandbox's switches (the chat's
 * `mode` parameter, the developer tools, the mailbox) and its banner exist only in the sandbox.
 */
export function isProductionEnvironment(doc: Pick<Document, 'querySelector'> = document): boolean {
  const named = doc.querySelector('meta[name="app-environment"]')?.getAttribute('content');
  return named ? named !== 'sandbox' : import.meta.env.PROD;
}

export function isSandboxMode(doc?: Pick<Document, 'querySelector'>): boolean {
  return !isProductionEnvironment(doc);
}
