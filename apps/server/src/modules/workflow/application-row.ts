import type { applications } from '../../db/schema';

export type ApplicationRow = typeof applications.$inferSelect;
export type ApplicationChanges = Partial<
  Omit<typeof applications.$inferInsert, 'uuid' | 'orgCode' | 'identityUuid' | 'state' | 'version'>
>;
