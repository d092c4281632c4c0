import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';

export type CatalogColumn = {
  table: string;
  name: string;
  type: string;
  notNull: boolean;
  default: string | null;
};
export type CatalogConstraint = { table: string; name: string; definition: string };
export type CatalogIndex = { table: string; name: string; definition: string };
export type CatalogSequence = { name: string; start: string; increment: string };

export type Catalog = {
  tables: string[];
  columns: CatalogColumn[];
  constraints: CatalogConstraint[];
  indexes: CatalogIndex[];
  sequences: CatalogSequence[];
};

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * What PostgreSQL holds in the current schema, in its own normalised words (format_type,
 * pg_get_constraintdef, pg_get_indexdef), with the schema's name taken out so that databases in
 * different schemas compare equal. The migrations ledger is left out.
 */
export async function readCatalog(db: Db): Promise<Catalog> {
  const [current] = await rows<{ schema: string }>(db, sql`select current_schema() as schema`);
  const schema = current?.schema ?? 'public';
  const unqualified = (text: string) => text.replaceAll(`${schema}.`, '');
  const tables = await rows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c
        where c.relnamespace = current_schema()::regnamespace and c.relkind = 'r'
          and c.relname <> 'schema_migrations'
        order by 1`,
  );
  const columns = await rows<CatalogColumn>(
    db,
    sql`select c.relname as table, a.attname as name,
               format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as "notNull",
               pg_get_expr(d.adbin, d.adrelid) as default
        from pg_attribute a
        join pg_class c on c.oid = a.attrelid
        left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where c.relnamespace = current_schema()::regnamespace and c.relkind = 'r'
          and c.relname <> 'schema_migrations' and a.attnum > 0 and not a.attisdropped
        order by 1, 2`,
  );
  const constraints = await rows<CatalogConstraint>(
    db,
    sql`select c.relname as table, k.conname as name, pg_get_constraintdef(k.oid) as definition
        from pg_constraint k join pg_class c on c.oid = k.conrelid
        where k.connamespace = current_schema()::regnamespace and c.relname <> 'schema_migrations'
          and k.contype in ('p', 'u', 'f', 'c')
        order by 1, 2`,
  );
  const indexes = await rows<CatalogIndex>(
    db,
    sql`select tablename as table, indexname as name, indexdef as definition from pg_indexes
        where schemaname = current_schema() and tablename <> 'schema_migrations'
        order by 1, 2`,
  );
  const sequences = await rows<{ name: string; start: string; increment: string }>(
    db,
    sql`select sequencename as name, start_value::text as start, increment_by::text as increment
        from pg_sequences where schemaname = current_schema() order by 1`,
  );
  return {
    tables: tables.map((t) => t.name),
    columns: columns.map((c) => ({ ...c, default: c.default && unqualified(c.default) })),
    constraints: constraints.map((c) => ({ ...c, definition: unqualified(c.definition) })),
    indexes: indexes.map((i) => ({ ...i, definition: unqualified(i.definition) })),
    sequences,
  };
}
