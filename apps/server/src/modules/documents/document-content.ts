import type { ApplicationDocumentRow } from '../../db/rows';
import type { BlobStore } from './blob-store';

type DocumentRow = Pick<ApplicationDocumentRow, 'uuid' | 'content' | 'storageKey'>;

/** A document's bytes: in the row for a generated document, in the blob store for an upload. */
export async function readDocumentContent(blobs: BlobStore, row: DocumentRow): Promise<Uint8Array> {
  if (row.content) return row.content;
  if (row.storageKey) return blobs.get(row.storageKey);
  throw new Error(`Document ${row.uuid} has no content`);
}
