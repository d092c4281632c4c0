import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertBlobKey, type BlobStore } from './blob-store';

/**
 * Files in a directory of their own (DATA_DIR/uploads by default), readable by the server's user
 * only. A file is written under a temporary name and renamed, so a reader never sees half of it.
 */
export function createFileBlobStore(directory: string): BlobStore {
  const root = path.resolve(directory);
  const pathOf = (key: string) => {
    assertBlobKey(key);
    return path.join(root, key);
  };
  return {
    kind: 'file',
    async put(key, content) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      const temporary = `${target}.${randomUUID()}.partial`;
      await writeFile(temporary, content, { mode: 0o600, flag: 'wx' });
      await rename(temporary, target);
    },
    async get(key) {
      return new Uint8Array(await readFile(pathOf(key)));
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
