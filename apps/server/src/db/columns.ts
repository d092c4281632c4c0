import {
  basisPoints,
  centsFromDecimal,
  centsToDecimal,
  type BasisPoints,
  type Cents,
} from '@openheloc/domain';
import { customType, foreignKey, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

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

/** A point in time, with its time zone. */
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true });

/** A foreign key whose rows go with the row they belong to, named `<table>_<column>_fkey`. */
export const cascadingFk = (table: string, column: AnyPgColumn, foreignColumn: AnyPgColumn) =>
  foreignKey({
    name: `${table}_${column.name}_fkey`,
    columns: [column],
    foreignColumns: [foreignColumn],
  }).onDelete('cascade');

/** When the row was written. */
export const createdAt = () => timestampTz('created_at').notNull().defaultNow();

export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres answers a Buffer, PGlite a Uint8Array: both become a plain Uint8Array.
  fromDriver: (value) => new Uint8Array(value),
  toDriver: (value) => value,
});
