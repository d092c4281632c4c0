/**
 * Where uploaded files live: never in the database or under the web root, each under a name the
 * server generates (a UUID), so nothing a borrower chose ends up in a path.
 */
export interface BlobStore {
  /** 'file', 'memory' or 's3': shown in logs and the health of the service. */
  readonly kind: string;
  put(key: string, content: Uint8Array, contentType: string): Promise<void>;
  /** Throws when the key holds nothing. */
  get(key: string): Promise<Uint8Array>;
  /** Forgets the key; nothing happens when it holds nothing. */
  delete(key: string): Promise<void>;
}

const KEY = /^[0-9a-f]{2}\/[0-9a-f-]{36}$/;

/** Keys are made by newBlobKey only; anything else is refused before it reaches a path or URL. */
export function assertBlobKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`Invalid blob key: ${key}`);
}

/** A fresh key: two hex characters of shard, then the UUID (keeps directories small). */
export function blobKeyFor(uuid: string): string {
  const key = `${uuid.slice(0, 2)}/${uuid}`;
  assertBlobKey(key);
  return key;
}
