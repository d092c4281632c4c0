import type { Config } from '../../config/config';
import type { BlobStore } from './blob-store';
import { createFileBlobStore } from './file-blob-store';
import { createMemoryBlobStore } from './memory-blob-store';

/** The store the configuration names: a directory by default, memory with DATA_DIR=memory://. */
export function createBlobStore(config: Config): BlobStore {
  return config.uploadsDir === null
    ? createMemoryBlobStore()
    : createFileBlobStore(config.uploadsDir);
}
