/** The spec's documents as text (vitest's '@spec' alias, '?raw' import). */
declare module '@spec/*?raw' {
  const text: string;
  export default text;
}
