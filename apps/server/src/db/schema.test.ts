import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCatalog, type Catalog } from '../../test/schema-catalog';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import * as schema from './schema';

const migrationsDir = path.join(import.meta.dirname, 'migrations');
const tables = Object.values(schema as Record<string, unknown>)
  .filter((value) => value instanceof PgTable)
  .map((table) => getTableConfig(table));

/** How PostgreSQL's format_type spells what drizzle declares. */
const catalogType = (declared: string) =>
  declared
    .replace(/, /g, ',')
    .replace(/^bigserial$/, 'bigint')
    .replace(/^serial$/, 'integer');

describe('the drizzle schema and the migrations', () => {
  let database: TestDatabase;
  let catalog: Catalog;
  beforeAll(async () => {
    database = await createTestDatabase();
    catalog = await readCatalog(database.db);
  });
  afterAll(() => database.dispose());
  // Importing drizzle-kit/api adds an enumerable Array.prototype.random. The project's test files
  // share their process (isolate: false), and pdf.js refuses to run in a realm with it.
  afterAll(() => {
    delete (Array.prototype as { random?: unknown }).random;
  });

  it('leave drizzle-kit nothing to generate (run `npm run db:generate` after changing the schema)', async () => {
    const journal = JSON.parse(
      await readFile(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: { idx: number }[] };
    const last = Math.max(...journal.entries.map((entry) => entry.idx));
    const snapshot = JSON.parse(
      await readFile(
        path.join(migrationsDir, 'meta', `${String(last).padStart(4, '0')}_snapshot.json`),
        'utf8',
      ),
    );
    const current = generateDrizzleJson(schema as Record<string, unknown>, snapshot.id);
    expect(await generateMigration(snapshot, current)).toEqual([]);
  });

  it('give the migrated database exactly the tables the schema declares', () => {
    expect(catalog.tables).toEqual(tables.map((table) => table.name).sort());
  });

  it.each(tables.map((table) => [table.name, table] as const))(
    'agree on table %s: columns, constraints and indexes',
    (name, table) => {
      const columns = catalog.columns
        .filter((column) => column.table === name)
        .map((column) => ({
          name: column.name,
          type: column.type,
          notNull: column.notNull,
          hasDefault: column.default !== null,
        }));
      expect(columns).toEqual(
        table.columns
          .map((column) => ({
            name: column.name,
            type: catalogType(column.getSQLType()),
            notNull: column.notNull,
            hasDefault: column.hasDefault,
          }))
          .sort((a, b) => a.name.localeCompare(b.name)),
      );

      const primaryKeys = [
        ...table.columns.filter((column) => column.primary).map(() => `${name}_pkey`),
        ...table.primaryKeys.map((key) => key.getName()),
      ];
      const uniques = [
        ...table.columns.flatMap((column) =>
          column.isUnique && column.uniqueName ? [column.uniqueName] : [],
        ),
        ...table.uniqueConstraints.map((unique) => unique.getName()),
      ];
      const constraintNames = [
        ...primaryKeys,
        ...uniques,
        ...table.foreignKeys.map((key) => key.getName()),
        ...table.checks.map((check) => check.name),
      ];
      expect(catalog.constraints.filter((c) => c.table === name).map((c) => c.name)).toEqual(
        constraintNames.sort(),
      );

      const indexNames = [
        ...primaryKeys,
        ...uniques,
        ...table.indexes.map((index) => index.config.name ?? ''),
      ];
      expect(catalog.indexes.filter((i) => i.table === name).map((i) => i.name)).toEqual(
        indexNames.sort(),
      );
    },
  );
});
