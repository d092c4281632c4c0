import type { UploadFileKind } from '@openheloc/domain';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ContentTask } from './content-worker';
import type { ContentOutcome } from './inspect-content';
import { CONTENT_CHECK_TIMEOUT_MS } from './limits';

/**
 * The content worker: dist/content-worker.js beside the bundle, or in development and tests the
 * TypeScript source, loaded through tsx's API (a worker does not inherit tsx's loader).
 * import.meta.filename is the bundle's own name in dist/ (the build rewrites only
 * import.meta.dirname and import.meta.url to source locations).
 */
function startWorker(): Worker {
  const here = import.meta.filename;
  if (!here.endsWith('.ts')) return new Worker(join(dirname(here), 'content-worker.js'));
  const source = pathToFileURL(join(dirname(here), 'content-worker.ts')).href;
  const load = `import('tsx/esm/api').then((tsx) => tsx.tsImport(${JSON.stringify(source)}, ${JSON.stringify(source)}))`;
  return new Worker(load, { eval: true });
}

type Pending = {
  task: ContentTask;
  resolve: (outcome: ContentOutcome) => void;
  timer?: NodeJS.Timeout;
};
type Slot = { worker: Worker; busy: Pending | null };

/**
 * A few worker threads that check uploads one at a time each, the rest queued. A worker that
 * dies or runs past the time limit is replaced, and its file refused as unreadable.
 */
export function createContentPool(size = Math.max(1, Math.min(2, availableParallelism() - 1))) {
  const queue: Pending[] = [];
  const slots: Slot[] = [];
  let nextId = 1;
  let closed = false;

  const finish = (slot: Slot, outcome: ContentOutcome) => {
    const pending = slot.busy;
    if (!pending) return;
    clearTimeout(pending.timer);
    slot.busy = null;
    pending.resolve(outcome);
    pump();
  };

  const spawn = (): Slot => {
    const worker = startWorker();
    worker.unref();
    const slot: Slot = { worker, busy: null };
    worker.on('message', (message: { id: number; outcome: ContentOutcome }) => {
      if (slot.busy?.task.id === message.id) finish(slot, message.outcome);
    });
    const lost = () => {
      slots.splice(slots.indexOf(slot), 1);
      finish(slot, { ok: false, reason: 'unreadable' });
    };
    worker.on('error', lost);
    worker.on('exit', () => {
      if (slots.includes(slot)) lost();
    });
    slots.push(slot);
    return slot;
  };

  function pump() {
    if (closed) return;
    while (queue.length > 0) {
      const slot = slots.find((s) => s.busy === null) ?? (slots.length < size ? spawn() : null);
      if (!slot) return;
      const pending = queue.shift() as Pending;
      slot.busy = pending;
      pending.timer = setTimeout(() => void slot.worker.terminate(), CONTENT_CHECK_TIMEOUT_MS);
      slot.worker.postMessage(pending.task);
    }
  }

  return {
    /** Checks a file off the event loop; the bytes are copied to the worker. */
    check(kind: UploadFileKind, bytes: Uint8Array): Promise<ContentOutcome> {
      return new Promise((resolve) => {
        queue.push({ task: { id: nextId++, kind, bytes }, resolve });
        pump();
      });
    },
    async close() {
      closed = true;
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
}

export type ContentPool = ReturnType<typeof createContentPool>;
