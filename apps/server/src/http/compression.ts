import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/**
 * Compresses API answers and the rendered index page on the fly (brotli, then gzip, as the client
 * accepts). Built assets are compressed once at build time instead and served by the static
 * plugin. Brotli's default quality (11) costs tens of milliseconds per answer; 5 keeps most of
 * the gain at a fraction of the time. Small answers are not worth a header.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    zlibOptions: { level: 6 },
  });
}
