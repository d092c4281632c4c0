import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { loadSecrets } from './secrets';

describe('loadConfig', () => {
  it("defaults to port 3000 and the repository's ./data, wherever the server starts", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve(import.meta.dirname, '../../../../data'));
    expect(loadConfig({ DATA_DIR: 'elsewhere' }).dataDir).toBe(path.resolve('elsewhere'));
    expect(config.databaseUrl).toBeNull();
  });

  it.each([
    [{ PORT: '8080' }, 'port', 8080],
    [{ DATA_DIR: 'memory://' }, 'dataDir', null],
    [{ DATABASE_URL: 'postgres://db/x' }, 'databaseUrl', 'postgres://db/x'],
    [{ DATABASE_LISTEN_URL: 'postgres://direct/x' }, 'databaseListenUrl', 'postgres://direct/x'],
  ] as const)('reads %o', (env, key, value) => {
    expect(loadConfig(env)[key]).toBe(value);
  });

  it('keeps uploads in an S3 bucket only when the bucket and both keys are given', () => {
    expect(loadConfig({}).s3).toBeNull();
    const keys = { S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig({ S3_BUCKET: 'uploads', S3_REGION: 'us-west-2', ...keys }).s3).toEqual({
      endpoint: 'https://s3.us-west-2.amazonaws.com',
      bucket: 'uploads',
      region: 'us-west-2',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
    });
    expect(
      loadConfig({ S3_BUCKET: 'uploads', S3_ENDPOINT: 'http://minio:9000', ...keys }).s3?.endpoint,
    ).toBe('http://minio:9000');
    expect(() => loadConfig({ S3_BUCKET: 'uploads' })).toThrow(/S3_ACCESS_KEY_ID/);
  });

  it('refuses a bad port with a message naming it', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});

describe('loadSecrets', () => {
  it('creates keys on first start and keeps them for the next', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'openheloc-secrets-'));
    try {
      const config = loadConfig({ DATA_DIR: dir });
      const first = await loadSecrets(config);
      const second = await loadSecrets(config);
      expect(first.jwtSecret).toHaveLength(32);
      expect(Buffer.from(second.jwtSecret).equals(Buffer.from(first.jwtSecret))).toBe(true);
      expect(Buffer.from(second.encryptionKey).equals(Buffer.from(first.encryptionKey))).toBe(true);
    } finally {
      await rm(dir, { recursive: true });
    }
  });

  it('prefers keys from the environment', async () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    const secrets = await loadSecrets(loadConfig({ DATA_DIR: 'memory://', ENCRYPTION_KEY: key }));
    expect(Buffer.from(secrets.encryptionKey).toString('base64')).toBe(key);
  });
});
