import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { blobKeyFor, type BlobStore } from './blob-store';
import { createFileBlobStore } from './file-blob-store';
import { createMemoryBlobStore } from './memory-blob-store';
import { createS3BlobStore } from './s3-blob-store';
import { startS3Server } from './testing/s3-server';

const directory = await mkdtemp(path.join(tmpdir(), 'openheloc-uploads-'));
const s3 = await startS3Server();
afterAll(async () => {
  await s3.close();
  await rm(directory, { recursive: true, force: true });
});

const stores: [string, BlobStore][] = [
  ['memory', createMemoryBlobStore()],
  ['file', createFileBlobStore(directory)],
  ['s3', createS3BlobStore(s3.settings)],
];

describe.each(stores)('the %s blob store', (_kind, store) => {
  it('keeps, returns and forgets bytes under a generated key', async () => {
    const key = blobKeyFor(randomUUID());
    const content = new Uint8Array([1, 2, 3, 250]);
    await store.put(key, content, 'image/png');
    expect([...(await store.get(key))]).toEqual([1, 2, 3, 250]);
    await store.delete(key);
    await expect(store.get(key)).rejects.toThrow();
    await store.delete(key);
  });

  it('refuses a key it did not make (a path, a traversal)', async () => {
    for (const key of ['../../etc/passwd', 'passport.png', 'ab/../../x']) {
      await expect(store.put(key, new Uint8Array([1]), 'image/png')).rejects.toThrow(
        'Invalid blob key',
      );
      await expect(store.get(key)).rejects.toThrow('Invalid blob key');
    }
  });
});

describe('the file blob store', () => {
  it('writes a file readable by the server alone, and no partial file stays behind', async () => {
    const store = createFileBlobStore(directory);
    const uuid = randomUUID();
    await store.put(blobKeyFor(uuid), new Uint8Array([9, 9]), 'application/pdf');
    const shard = path.join(directory, uuid.slice(0, 2));
    expect(await readdir(shard)).toContain(uuid);
    expect((await readdir(shard)).some((name) => name.endsWith('.partial'))).toBe(false);
    expect((await stat(path.join(shard, uuid))).mode & 0o777).toBe(0o600);
  });
});

describe('the S3 blob store', () => {
  it('says why the service refused, and stores nothing', async () => {
    // s3rver checks the key id but not the Signature Version 4 arithmetic (aws4fetch's own tests do).
    const stranger = createS3BlobStore({ ...s3.settings, accessKeyId: 'AKIDNOTKNOWN' });
    const key = blobKeyFor(randomUUID());
    await expect(stranger.put(key, new Uint8Array([1]), 'image/png')).rejects.toThrow(
      /403: .*InvalidAccessKeyId/,
    );
    await expect(createS3BlobStore(s3.settings).get(key)).rejects.toThrow(/404/);
    const missingBucket = createS3BlobStore({ ...s3.settings, bucket: 'no-such-bucket' });
    await expect(missingBucket.put(key, new Uint8Array([1]), 'image/png')).rejects.toThrow(
      /NoSuchBucket/,
    );
  });
});
