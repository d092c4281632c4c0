import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config';

export type Secrets = { jwtSecret: Uint8Array; encryptionKey: Uint8Array };

/**
 * Keys come from the environment; otherwise they are created once and kept in DATA_DIR so that
 * tokens and encrypted data survive a restart. In memory mode they live as long as the process.
 */
export async function loadSecrets(config: Config): Promise<Secrets> {
  const jwtSecret = config.jwtSecret
    ? new TextEncoder().encode(config.jwtSecret)
    : await keyFromFile(config.dataDir, 'jwt-secret.key');
  const encryptionKey = config.encryptionKey
    ? decodeKey(config.encryptionKey)
    : await keyFromFile(config.dataDir, 'encryption.key');
  return { jwtSecret, encryptionKey };
}

function decodeKey(base64: string): Uint8Array {
  const key = Buffer.from(base64, 'base64');
  if (key.length !== 32) throw new Error('ENCRYPTION_KEY must be 32 bytes, base64 encoded');
  return new Uint8Array(key);
}

async function keyFromFile(dataDir: string | null, name: string): Promise<Uint8Array> {
  if (!dataDir) return new Uint8Array(randomBytes(32));
  const dir = path.join(dataDir, 'secrets');
  const file = path.join(dir, name);
  try {
    return decodeKey((await readFile(file, 'utf8')).trim());
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const key = randomBytes(32);
  // 'wx' so that two instances starting together never overwrite each other's key.
  try {
    await writeFile(file, key.toString('base64'), { mode: 0o600, flag: 'wx' });
    return new Uint8Array(key);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return decodeKey((await readFile(file, 'utf8')).trim());
  }
}
