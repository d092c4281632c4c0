/** The web app's `@/` path (apps/web/tsconfig.json), for dependency-cruiser's resolver. */
module.exports = { resolve: { alias: { '@': `${__dirname}/../apps/web/src` } } };
