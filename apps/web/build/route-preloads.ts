import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { withStaticImports } from './static-imports';

/** Written beside index.html; the server reads it (apps/server/src/http/web-app-routes.ts). */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

type Chunk = Rolldown.OutputChunk;

/**
 * For each path, the code its first screen loads lazily (given as source modules), as files for
 * the server to name in `<link rel="modulepreload">`: fetched beside the entry instead of after
 * it has run. Files the entry already preloads are left out. A module that no longer makes a
 * chunk of its own fails the build, so a renamed screen cannot silently stop being preloaded.
 */
export function routePreloads(routes: Readonly<Record<string, readonly string[]>>): Plugin {
  let root = '';
  return {
    name: 'openheloc:route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const entries = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
      const preloadedByEntry = withStaticImports(entries, byFile);
      const preloads: Record<string, string[]> = {};
      for (const [route, modules] of Object.entries(routes)) {
        const starts = modules.map((module) => {
          const id = path.resolve(root, module);
          const chunk = chunks.find((candidate) => candidate.facadeModuleId === id);
          if (!chunk)
            this.error(`route-preloads: ${module} (for ${route}) has no chunk of its own`);
          return chunk.fileName;
        });
        preloads[route] = [...withStaticImports(starts, byFile)]
          .filter((file) => !preloadedByEntry.has(file))
          .sort();
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: JSON.stringify(preloads),
      });
    },
  };
}
