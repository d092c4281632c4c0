import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export type BundleReport = { files: number; rawKb: number; gzipKb: number; entryGzipKb: number };

/** Sizes of the built web app's JavaScript; the entry chunk is what the first page must load. */
export async function measureBundle(distDir: string): Promise<BundleReport | null> {
  const assets = path.join(distDir, 'assets');
  const exists = await stat(assets).catch(() => null);
  if (!exists) return null;
  const files = (await readdir(assets)).filter((f) => f.endsWith('.js'));
  const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const entry = /src="[^"]*\/assets\/([^"]+\.js)"/.exec(html)?.[1];
  let raw = 0;
  let gzip = 0;
  let entryGzip = 0;
  for (const file of files) {
    const content = await readFile(path.join(assets, file));
    const zipped = gzipSync(content).length;
    raw += content.length;
    gzip += zipped;
    if (file === entry) entryGzip = zipped;
  }
  return {
    files: files.length,
    rawKb: raw / 1024,
    gzipKb: gzip / 1024,
    entryGzipKb: entryGzip / 1024,
  };
}
