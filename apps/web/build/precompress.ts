import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;
/** Below this size a compressed copy saves less than its header costs. */
const MIN_BYTES = 1024;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy of every text asset after the build, at the highest
 * quality, so the server sends compressed files without compressing on each request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'openheloc:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await readdir(outDir, { recursive: true });
      await Promise.all(
        files
          .filter((file) => COMPRESSIBLE.test(file))
          .map(async (file) => {
            const fullPath = path.join(outDir, file);
            const content = await readFile(fullPath);
            if (content.byteLength < MIN_BYTES) return;
            const [br, gz] = await Promise.all([
              brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
              gzipAsync(content, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${fullPath}.br`, br), writeFile(`${fullPath}.gz`, gz)]);
          }),
      );
    },
  };
}
