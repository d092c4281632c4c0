import path from 'node:path';

/**
 * local/boundaries: which units (server modules, web features) may import which. A unit is a
 * folder directly under `root`; an import from one unit into another must be listed in `allow`
 * (importer -> what it may import). Anything unlisted is refused, so a new dependency between
 * units is a decision someone writes down here, not an accident. `@/` resolves to `alias`.
 */
export const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports between units go only in the recorded directions' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          alias: { type: 'string' },
          allow: {
            type: 'object',
            additionalProperties: { type: 'array', items: { type: 'string' } },
          },
        },
        required: ['root', 'allow'],
        additionalProperties: false,
      },
    ],
    messages: {
      refused:
        '{{from}} may not import {{to}}: {{from}} may import {{allowed}}. Move the shared part down, or record the new direction in eslint.config.js (and say why).',
    },
  },
  create(context) {
    const [{ root, alias, allow }] = context.options;
    const rootDir = path.resolve(context.cwd, root);
    const aliasDir = alias ? path.resolve(context.cwd, alias) : undefined;

    const unitOf = (file) => {
      const relative = path.relative(rootDir, file);
      if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
      const [unit, ...rest] = relative.split(path.sep);
      return rest.length > 0 ? unit : undefined;
    };

    const from = unitOf(context.filename);
    if (from === undefined) return {};

    function check(node) {
      const specifier = node?.value;
      if (typeof specifier !== 'string') return;
      let target;
      if (specifier.startsWith('.'))
        target = path.resolve(path.dirname(context.filename), specifier);
      else if (aliasDir && specifier.startsWith('@/'))
        target = path.resolve(aliasDir, specifier.slice(2));
      else return;
      const to = unitOf(target);
      if (to === undefined || to === from || (allow[from] ?? []).includes(to)) return;
      const allowed = allow[from]?.length ? allow[from].join(', ') : 'no other unit';
      context.report({ node, messageId: 'refused', data: { from, to, allowed } });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
