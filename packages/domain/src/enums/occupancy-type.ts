import { z } from 'zod';

export const OCCUPANCY_TYPES = ['PRIMARY', 'SECONDARY', 'INVESTMENT'] as const;
export const zOccupancyType = z.enum(OCCUPANCY_TYPES);
export type OccupancyType = z.infer<typeof zOccupancyType>;

/** The form's initial value before a choice is made; never a valid answer. */
export const OCCUPANCY_TYPE_PLACEHOLDER = 'INIT';
export type OccupancyTypePlaceholder = typeof OCCUPANCY_TYPE_PLACEHOLDER;

export const OCCUPANCY_TYPE_LABELS: Readonly<Record<OccupancyType, string>> = {
  PRIMARY: 'Primary property',
  SECONDARY: 'Secondary property',
  INVESTMENT: 'Investment property',
};
