import {
  basisPoints,
  centsFromDecimal,
  centsToDecimal,
  type BasisPoints,
  type Cents,
} from '@openheloc/domain';
import { customType } from 'drizzle-orm/pg-core';

/**
 * numeric(precision, 2) read and written as cents, digit by digit: the drivers answer numeric as
 * text, which never passes through a float.
 */
export const centsColumn = (name: string, precision = 12) =>
  customType<{ data: Cents; driverData: string }>({
    dataType: () => `numeric(${precision}, 2)`,
    fromDriver: (value) => centsFromDecimal(String(value)),
    toDriver: (value) => centsToDecimal(value),
  })(name);

/** A rate kept as percentage points in numeric(6, 3) ('8.250'), read and written as basis points. */
export const basisPointsColumn = (name: string) =>
  customType<{ data: BasisPoints; driverData: string }>({
    dataType: () => 'numeric(6, 3)',
    fromDriver: (value) => {
      const match = /^(-?)(\d+)(?:\.(\d{0,2})0*)?$/.exec(String(value));
      if (!match) throw new RangeError(`Not a whole number of basis points: ${value}%`);
      const [, sign, whole = '0', fraction = ''] = match;
      const magnitude = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
      return basisPoints(sign ? -magnitude : magnitude);
    },
    toDriver: (value) => {
      const magnitude = Math.abs(value);
      const fraction = String(magnitude % 100).padStart(2, '0');
      return `${value < 0 ? '-' : ''}${Math.trunc(magnitude / 100)}.${fraction}`;
    },
  })(name);
