/**
 * Whether this is production, from the environment the server names in index.html. Without it
 * (the Vite dev server) the build mode decides. Non-production switches such as the chat's `mode`
 * parameter are honoured only where this is false.
 */
export function isProductionEnvironment(doc: Pick<Document, 'querySelector'> = document): boolean {
  const named = doc.querySelector('meta[name="app-environment"]')?.getAttribute('content');
  return named ? named === 'production' : import.meta.env.PROD;
}
