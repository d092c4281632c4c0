/**
 * Import rules checked by dependency-cruiser (`npm run lint`): no cycles anywhere, the shared
 * domain package depends on no app, the browser and the server never import each other, and the
 * server's lower layers (the database schema, the application facts, the providers, the
 * configuration and its small libraries) never reach up into the service modules that use them.
 * Module-to-module directions are the allow-list in eslint.config.js (docs/decisions/0012).
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import cycle: move what both sides need down into a file both may import.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-depends-on-no-app',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-and-server-apart',
      comment: 'They share code only through packages/domain.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'server-and-web-apart',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'server-layers',
      comment:
        'db, core, providers, config, lib and security sit below the service modules and the HTTP layer.',
      severity: 'error',
      from: { path: '^apps/server/src/(db|core|providers|config|lib|security)/' },
      to: { path: '^apps/server/src/(modules|http)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist-server)/' },
    tsPreCompilationDeps: true,
    webpackConfig: { fileName: 'scripts/depcruise-resolve.cjs' },
    combinedDependencies: true,
  },
};
