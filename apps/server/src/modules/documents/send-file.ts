import type { FastifyReply } from 'fastify';

/** A stored file as it is sent: its bytes, the type recorded with them, its name and hash. */
export type SentFile = {
  fileName: string;
  contentType: string;
  sha256: string;
  content: Uint8Array;
};

/**
 * A stored file as a download, never opened in the browser's window (where a file that a
 * browser takes for a page would run as our origin) and never sniffed into another type. The
 * viewers in the app read the bytes and show them themselves.
 */
export function sendStoredFile(reply: FastifyReply, file: SentFile) {
  const asciiName = file.fileName.replace(/[^\w.-]/g, '_');
  return reply
    .header('content-type', file.contentType)
    .header(
      'content-disposition',
      `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('x-document-sha256', file.sha256)
    .send(Buffer.from(file.content));
}
