import { parentPort } from 'node:worker_threads';
import type { UploadFileKind } from '@openheloc/domain';
import { inspectContent } from './inspect-content';

/** A content check asked of the worker, and its answer. */
export type ContentTask = { id: number; kind: UploadFileKind; bytes: Uint8Array };

/**
 * The content worker: decodes, parses and re-encodes uploads on its own thread, so that a large
 * or hostile file never holds the server's event loop. Built as dist/content-worker.js.
 */
parentPort?.on('message', (task: ContentTask) => {
  // The answer is copied, not transferred: an encoder's buffer may share its memory.
  void inspectContent(task.kind, task.bytes).then(
    (outcome) => parentPort?.postMessage({ id: task.id, outcome }),
    () => parentPort?.postMessage({ id: task.id, outcome: { ok: false, reason: 'unreadable' } }),
  );
});
