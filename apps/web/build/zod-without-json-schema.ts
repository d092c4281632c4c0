import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** zod's JSON Schema generation: classic schemas reference it from every type's methods. */
const JSON_SCHEMA_MODULE =
  /[\\/]zod[\\/]v4[\\/]core[\\/](?:to-json-schema|json-schema-processors)\.js$/;
const EXPORT = /^export (?:const|function) (\w+)|^export \{ (\w+) as (\w+) \}/gm;

/**
 * The browser never turns a schema into JSON Schema (the server's OpenAPI document does), yet
 * zod classic's types reach the generator through their methods, so no bundler can leave it out:
 * some 33 kB of the entry's chunk before compression. For the browser's bundle the two modules
 * are replaced by functions of the same names that throw if ever called. A name zod adds or
 * renames fails the build (a missing export), never the page.
 */
export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'openheloc:zod-without-json-schema',
    enforce: 'pre',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    load(id) {
      if (!JSON_SCHEMA_MODULE.test(id)) return null;
      const names = [...readFileSync(id, 'utf8').matchAll(EXPORT)].map(
        ([, plain, , alias]) => plain ?? alias,
      );
      if (names.length === 0) throw new Error(`zod's ${id} changed shape; review this plugin`);
      const stub = 'function () { throw new Error("JSON Schema is not in the browser bundle"); }';
      return names
        .map((name) =>
          name === 'allProcessors'
            ? 'export const allProcessors = {};'
            : `export const ${name} = ${stub};`,
        )
        .join('\n');
    },
  };
}
