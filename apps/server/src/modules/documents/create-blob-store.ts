import type { Config } from '../../config/config';
import type { BlobStore } from './blob-store';
import { createFileBlobStore } from './file-blob-store';
import { createMemoryBlobStore } from './memory-blob-store';
import { createS3BlobStore } from './s3-blob-store';

/**
 * The store the configuration names: an S3-compatible bucket when S3_BUCKET is set, else a
 * directory, or memory with DATA_DIR=memory://.
 */
export function createBlobStore(config: Config): BlobStore {
  if (config.s3) return createS3BlobStore(config.s3);
  return config.uploadsDir === null
    ? createMemoryBlobStore()
    : createFileBlobStore(config.uploadsDir);
}
