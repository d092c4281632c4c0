import { AwsClient } from 'aws4fetch';
import type { S3Settings } from '../../config/config';
import { assertBlobKey, type BlobStore } from './blob-store';

/**
 * Objects in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2), addressed path-style so any of
 * them works, signed with AWS Signature Version 4. The bucket must exist and should be private:
 * uploads are served only through the application's own authorised routes.
 */
export function createS3BlobStore(settings: S3Settings): BlobStore {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
  });
  const base = `${settings.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(settings.bucket)}`;
  const urlOf = (key: string) => {
    assertBlobKey(key);
    return `${base}/${key}`;
  };
  const send = async (key: string, init: RequestInit, accepted: number[]) => {
    const response = await client.fetch(urlOf(key), init);
    if (!accepted.includes(response.status)) {
      // The error document's code says why (AccessDenied, NoSuchBucket); never the content.
      const code = /<Code>([^<]{1,100})<\/Code>/.exec(await response.text())?.[1] ?? 'no code';
      throw new Error(`S3 ${init.method ?? 'GET'} ${key} failed with ${response.status}: ${code}`);
    }
    return response;
  };
  return {
    kind: 's3',
    async put(key, content, contentType) {
      await send(
        key,
        { method: 'PUT', body: content, headers: { 'Content-Type': contentType } },
        [200],
      );
    },
    async get(key) {
      const response = await send(key, { method: 'GET' }, [200]);
      return new Uint8Array(await response.arrayBuffer());
    },
    async delete(key) {
      // S3 answers 204 whether or not the key held anything.
      await send(key, { method: 'DELETE' }, [200, 204, 404]);
    },
  };
}
