import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// Accented letters (either case) and their plain lower-case letter: `lower` alone leaves
// non-ASCII letters as they are under the C collation. Inlined, not parameters, so the indexes'
// expression and the queries' are the same text.
const FROM = 'áàâäãåāéèêëēíìîïīóòôöõøōúùûüūñçýÿÁÀÂÄÃÅĀÉÈÊËĒÍÌÎÏĪÓÒÔÖÕØŌÚÙÛÜŪÑÇÝ';
const TO = 'aaaaaaaeeeeeiiiiiooooooouuuuuncyyaaaaaaaeeeeeiiiiiooooooouuuuuncy';

/**
 * A name as a search compares it: lower case, accents taken off (the browser's side is
 * `foldForSearch`). Immutable, so it can be indexed.
 */
export function searchFold(column: AnyPgColumn | SQL): SQL {
  return sql`translate(lower(${column}), ${sql.raw(`'${FROM}'`)}, ${sql.raw(`'${TO}'`)})`;
}
