// Compiles the server to JavaScript (dist/main.js) so production runs plain Node, not tsx, and the
// ops:create-user script likewise (dist/create-ops-user.js), and the upload content worker
// (dist/content-worker.js), with the chunks they share or load later beside them in dist/.
// The workspace's own TypeScript (the server and packages/domain) is bundled; every package from
// node_modules stays external, so native and WebAssembly dependencies load from where npm put them.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const serverRoot = path.resolve(import.meta.dirname, '..');
const srcDir = path.join(serverRoot, 'src');
const repoRoot = path.resolve(serverRoot, '../..');

/**
 * Source files find their data (lender data, flag defaults, migrations) next to themselves through
 * import.meta. In the bundle every module would share dist/ as its location, so each file's
 * import.meta.dirname and import.meta.url are rewritten to its original place under src/, computed
 * at run time from where the bundle is: the built server keeps working wherever the repository is.
 */
const keepSourceLocations = {
  name: 'keep-source-locations',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@openheloc/') ? undefined : { path: args.path, external: true },
    );
    pluginBuild.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!args.path.startsWith(srcDir) || !source.includes('import.meta')) return undefined;
      const relativeFile = path.relative(serverRoot, args.path).split(path.sep).join('/');
      const relativeDir = path.posix.dirname(relativeFile);
      const contents = source
        .replaceAll('import.meta.dirname', `__serverPath(${JSON.stringify(relativeDir)})`)
        .replaceAll('import.meta.url', `__serverUrl(${JSON.stringify(relativeFile)})`);
      return { contents, loader: 'ts' };
    });
  },
};

await build({
  // The content worker is a file of its own: uploads are decoded and parsed on its threads.
  entryPoints: [
    path.join(srcDir, 'main.ts'),
    path.join(srcDir, 'scripts', 'create-ops-user.ts'),
    path.join(srcDir, 'modules', 'documents', 'content-check', 'content-worker.ts'),
  ],
  outdir: path.join(serverRoot, 'dist'),
  entryNames: '[name]',
  // What a server loads only when it first needs it (pdf-lib and the documents) is a chunk of
  // its own, with its own import of the package.
  splitting: true,
  chunkNames: '[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Stack traces are mapped to the sources' lines (--enable-source-maps); the maps leave out the
  // sources themselves, which the server would otherwise hold in memory.
  sourcemap: true,
  sourcesContent: false,
  absWorkingDir: repoRoot,
  logLevel: 'warning',
  plugins: [keepSourceLocations],
  banner: {
    js: [
      "import { join as __join } from 'node:path';",
      "import { pathToFileURL as __pathToFileURL } from 'node:url';",
      "const __serverRoot = __join(import.meta.dirname, '..');",
      'const __serverPath = (relative) => __join(__serverRoot, relative);',
      'const __serverUrl = (relative) => __pathToFileURL(__serverPath(relative)).href;',
    ].join('\n'),
  },
});
