import { describe, expect, it } from 'vitest';
import {
  OCCUPANCY_TYPE_LABELS,
  OCCUPANCY_TYPE_PLACEHOLDER,
  OCCUPANCY_TYPES,
  zOccupancyType,
} from './occupancy-type';

describe('occupancy type', () => {
  it.each([
    ['PRIMARY', 'Primary property'],
    ['SECONDARY', 'Secondary property'],
    ['INVESTMENT', 'Investment property'],
  ] as const)('%s is valid and labelled %s', (value, label) => {
    expect(zOccupancyType.parse(value)).toBe(value);
    expect(OCCUPANCY_TYPE_LABELS[value]).toBe(label);
  });

  it.each([OCCUPANCY_TYPE_PLACEHOLDER, '', 'primary', 'RENTAL'])('%j is rejected', (value) => {
    expect(zOccupancyType.safeParse(value).success).toBe(false);
  });

  it('keeps the spec order', () => {
    expect(OCCUPANCY_TYPES).toEqual(['PRIMARY', 'SECONDARY', 'INVESTMENT']);
  });
});
