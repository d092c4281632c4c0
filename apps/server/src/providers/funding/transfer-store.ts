import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxFundingTransfers } from '../../db/schema';
import { zDisbursementSubmitted, type DisbursementSubmitted } from './types';

/** Where the sandbox funding provider keeps the transfer it made for each idempotency key. */
export type SandboxTransferStore = {
  find(idempotencyKey: string): Promise<DisbursementSubmitted | null>;
  /** Keeps `transfer` unless the key already has one; answers the one kept. */
  remember(idempotencyKey: string, transfer: DisbursementSubmitted): Promise<DisbursementSubmitted>;
};

/** In memory: the unit tests' store, forgotten with the process. */
export function memoryTransferStore(): SandboxTransferStore {
  const transfers = new Map<string, DisbursementSubmitted>();
  return {
    find: (key) => Promise.resolve(transfers.get(key) ?? null),
    remember: (key, transfer) => {
      const kept = transfers.get(key) ?? transfer;
      transfers.set(key, kept);
      return Promise.resolve(kept);
    },
  };
}

/** In the database, as a vendor keeps them: a restarted process still dedupes. */
export function databaseTransferStore(db: Db): SandboxTransferStore {
  const find = async (idempotencyKey: string) => {
    const [row] = await db
      .select()
      .from(sandboxFundingTransfers)
      .where(eq(sandboxFundingTransfers.idempotencyKey, idempotencyKey));
    return row ? zDisbursementSubmitted.parse(row.transfer) : null;
  };
  return {
    find,
    async remember(idempotencyKey, transfer) {
      // Two concurrent sends with one key: the first insert wins and both answer its transfer.
      await db
        .insert(sandboxFundingTransfers)
        .values({ idempotencyKey, transfer })
        .onConflictDoNothing({ target: sandboxFundingTransfers.idempotencyKey });
      const kept = await find(idempotencyKey);
      if (!kept) throw new Error(`Transfer of ${idempotencyKey} was not kept`);
      return kept;
    },
  };
}
