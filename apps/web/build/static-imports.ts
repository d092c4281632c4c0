import type { Rolldown } from 'vite';

/** A chunk's file and every file it imports statically, and theirs. */
export function withStaticImports(
  start: readonly string[],
  byFile: ReadonlyMap<string, Rolldown.OutputChunk>,
): Set<string> {
  const seen = new Set<string>();
  const pending = [...start];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...(byFile.get(file)?.imports ?? []));
  }
  return seen;
}
