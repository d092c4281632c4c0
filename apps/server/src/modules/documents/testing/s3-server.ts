import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../../config/config';

/**
 * A real S3-compatible service for tests (s3rver: it verifies Signature Version 4 with its own
 * key pair, S3RVER/S3RVER), on a free port, with one bucket, in a temporary directory.
 */
export async function startS3Server(): Promise<{ settings: S3Settings; close(): Promise<void> }> {
  const directory = await mkdtemp(path.join(tmpdir(), 'openheloc-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: 'uploads', configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  return {
    settings: {
      endpoint: `http://127.0.0.1:${address.port}`,
      bucket: 'uploads',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
