import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { withStaticImports } from './static-imports';

type Chunk = Rolldown.OutputChunk;
type ChunkGroup = Rolldown.CodeSplittingGroup;

/** `vite build --mode first-screen` measures; the build after it groups. */
export const FIRST_SCREEN_MODE = 'first-screen';

/** Under the app's root; a cache, rewritten by every build. */
const MEASURED_FILE = 'node_modules/.cache/openheloc/first-screen-modules.json';

/**
 * Fewer, larger chunks for the first screen (docs/decisions/0032). Left to itself the bundler
 * splits what the entry and the lazy screens share into dozens of files under a kilobyte, each
 * compressed on its own (or not at all) and each naming its imports again. Two groups instead:
 * everything the entry loads statically in one chunk, and the modules the first screen's lazy
 * modules load beyond the entry in another. Which modules those are is known only once the
 * bundler has dropped unused code (the screens import the domain through one index), so a first
 * build in FIRST_SCREEN_MODE measures them as the default split places them and writes nothing
 * else; the real build reads them. The lazy modules keep chunks of their own (route-preloads.ts).
 */
export function firstScreenChunks(
  lazyModules: readonly string[],
  mode: string,
): { plugin: Plugin; groups: ChunkGroup[] } {
  const measuring = mode === FIRST_SCREEN_MODE;
  let root = '';
  let measuredFile = '';
  let firstScreen = new Set<string>();
  const plugin: Plugin = {
    name: 'openheloc:first-screen-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      measuredFile = path.resolve(root, MEASURED_FILE);
      if (measuring) return;
      try {
        firstScreen = new Set(JSON.parse(readFileSync(measuredFile, 'utf8')) as string[]);
      } catch {
        throw new Error(`first-screen-chunks: run vite build --mode ${FIRST_SCREEN_MODE} first`);
      }
    },
    generateBundle(_options, bundle) {
      if (!measuring) return;
      const chunks = Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const byEntry = withStaticImports(
        chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
        byFile,
      );
      const starts = lazyModules.map((module) => {
        const id = path.resolve(root, module);
        const chunk = chunks.find((candidate) => candidate.facadeModuleId === id);
        if (!chunk) this.error(`first-screen-chunks: ${module} has no chunk of its own`);
        return chunk.fileName;
      });
      const modules = [...withStaticImports(starts, byFile)]
        .filter((file) => !byEntry.has(file) && !starts.includes(file))
        .flatMap((file) =>
          Object.entries(byFile.get(file)?.modules ?? {})
            .filter(([, module]) => module.renderedLength > 0)
            .map(([id]) => id),
        );
      mkdirSync(path.dirname(measuredFile), { recursive: true });
      writeFileSync(measuredFile, JSON.stringify(modules.sort()));
    },
  };
  const groups: ChunkGroup[] = measuring
    ? []
    : [
        { name: 'app', tags: ['$initial'], priority: 2 },
        { name: 'first-screen', test: (id) => firstScreen.has(id), priority: 1 },
      ];
  return { plugin, groups };
}
