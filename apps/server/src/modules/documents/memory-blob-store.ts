import { assertBlobKey, type BlobStore } from './blob-store';

/** For DATA_DIR=memory:// and the tests: gone when the process ends, like the database. */
export function createMemoryBlobStore(): BlobStore {
  const blobs = new Map<string, Uint8Array>();
  return {
    kind: 'memory',
    async put(key, content) {
      assertBlobKey(key);
      blobs.set(key, new Uint8Array(content));
    },
    async get(key) {
      assertBlobKey(key);
      const content = blobs.get(key);
      if (!content) throw new Error(`No blob ${key}`);
      return new Uint8Array(content);
    },
    async delete(key) {
      assertBlobKey(key);
      blobs.delete(key);
    },
  };
}
