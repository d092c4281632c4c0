import { z } from 'zod';

/** Broker price opinion (property value estimate) status. */
export const BPO_STATUSES = [
  'BPO_NOT_REQUIRED',
  'BPO_REQUIRED',
  'UNKNOWN_BPO_STATUS',
  'BPO_PROCESSING',
  'BPO_COMPLETE',
] as const;
export const zBpoStatus = z.enum(BPO_STATUSES);
export type BpoStatus = z.infer<typeof zBpoStatus>;

export const PROPERTY_CONDITIONS = [
  'UNKNOWN_CONDITION',
  'NOT_AVAILABLE',
  'POOR',
  'FAIR',
  'AVERAGE',
  'GOOD',
  'EXCELLENT',
] as const;
export const zPropertyCondition = z.enum(PROPERTY_CONDITIONS);
export type PropertyCondition = z.infer<typeof zPropertyCondition>;

/** The conditions an owner chooses from when ordering a value estimate, best first. */
export const OWNER_PROPERTY_CONDITIONS = ['EXCELLENT', 'GOOD', 'AVERAGE', 'FAIR', 'POOR'] as const;
export const zOwnerPropertyCondition = z.enum(OWNER_PROPERTY_CONDITIONS, {
  error: 'Please choose the condition of your home',
});
export type OwnerPropertyCondition = z.infer<typeof zOwnerPropertyCondition>;

export const TITLE_STATUSES = [
  'TITLE_REQUIRED',
  'TITLE_NOT_REQUIRED',
  'PREQUAL_TITLE_PROCESSING',
  'PREQUAL_TITLE_COMPLETE',
  'FINAL_TITLE_PROCESSING',
  'FINAL_TITLE_COMPLETE',
  'UNKNOWN_TITLE_STATUS',
] as const;
export const zTitleStatus = z.enum(TITLE_STATUSES);
export type TitleStatus = z.infer<typeof zTitleStatus>;
