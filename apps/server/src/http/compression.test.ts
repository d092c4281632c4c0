import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';

const ASSET = 'assets/app-abc123.js';
const assetText = `export const words = ${JSON.stringify('compress me '.repeat(400))};`;

describe('compression', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    // A built web app in miniature: an index page and one asset with its precompressed copy.
    const dist = await mkdtemp(path.join(tmpdir(), 'openheloc-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), '<html><head><title>x</title></head></html>');
    await writeFile(path.join(dist, ASSET), assetText);
    await writeFile(path.join(dist, `${ASSET}.br`), brotliCompressSync(assetText));
    ctx = await createTestApp({
      config: { webDistDir: dist },
      extend: (app) => {
        app.get('/api/test-large', async () => ({
          items: Array.from({ length: 1000 }, (_, i) => i),
        }));
        app.get('/api/test-small', async () => ({ ok: true }));
      },
    });
  });
  afterAll(() => ctx.close());

  it.each([
    ['br', (body: Buffer) => brotliDecompressSync(body)],
    ['gzip', (body: Buffer) => gunzipSync(body)],
  ])('sends a large API answer as %s when the browser accepts it', async (encoding, decode) => {
    const res = await ctx.app.inject({
      url: '/api/test-large',
      headers: { 'accept-encoding': encoding },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(JSON.parse(decode(res.rawPayload).toString()).items).toHaveLength(1000);
  });

  it('leaves a small answer and a client that accepts nothing uncompressed', async () => {
    const small = await ctx.app.inject({
      url: '/api/test-small',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    const plain = await ctx.app.inject({ url: '/api/test-large' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().items).toHaveLength(1000);
  });

  it('serves the precompressed copy of a built asset, and the file itself otherwise', async () => {
    const url = `/account/heloc/${ASSET}`;
    const br = await ctx.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(assetText);
    const plain = await ctx.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(assetText);
  });
});
