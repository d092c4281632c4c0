import tailwindcss from '@tailwindcss/vite';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { precompress } from './build/precompress.ts';

const packageJson = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
) as {
  version: string;
};

const API_TARGET = process.env.API_TARGET ?? 'http://127.0.0.1:3000';
// ws: the chat and notary sockets (under /service-) go through the dev server too.
const proxied = { target: API_TARGET, changeOrigin: false, ws: true };

/**
 * sonner injects its stylesheet as an inline <style> element, which the CSP forbids. The app
 * imports sonner's CSS file instead, and this removes the injection. It fails the build if sonner
 * changes shape, so the toasts never silently lose their styles.
 */
function sonnerWithoutInlineStyles(): Plugin {
  return {
    name: 'openheloc:sonner-without-inline-styles',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]sonner[\\/]dist[\\/]index\.m?js$/.test(id)) return null;
      const call = /\n__insertCSS\("(?:[^"\\]|\\.)*"\);?/;
      if (!call.test(code)) {
        throw new Error('sonner no longer injects CSS the expected way; review the CSP workaround');
      }
      return { code: code.replace(call, '\n'), map: null };
    },
  };
}

/**
 * React Query, React Router and Radix mark their modules "use client" for React Server
 * Components. A bundle for the browser (or this server entry) has no server components, so the
 * bundler's notice that the directive is dropped says nothing; it came once per module.
 */
const withoutUseClientNotices: NonNullable<Rolldown.InputOptions['onLog']> = (
  level,
  log,
  handler,
) => {
  if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.message.includes('"use client"')) return;
  handler(level, log);
};

/**
 * React Router's package exports name its development build for every import; its production
 * build (the same code without the development warnings) is what its own bundler plugin uses
 * for a production build. Both the browser's bundle and the server entry take it, so the two
 * render the same code.
 */
const reactRouterProduction = [
  {
    find: /^react-router$/,
    replacement: fileURLToPath(
      new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
    ),
  },
  {
    find: /^react-router\/dom$/,
    replacement: fileURLToPath(
      new URL('../../node_modules/react-router/dist/production/dom-export.mjs', import.meta.url),
    ),
  },
];

export default defineConfig(({ isSsrBuild, mode }) => {
  return {
    base: '/account/heloc/',
    plugins: [sonnerWithoutInlineStyles(), tailwindcss(), isSsrBuild ? null : precompress()],
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        ...(mode === 'production' ? reactRouterProduction : []),
      ],
    },
    define: {
      'import.meta.env.VITE_APP_VERSION': JSON.stringify(packageJson.version),
    },
    build: {
      // Inlined data: assets would need a looser CSP; keep every asset a file.
      assetsInlineLimit: 0,
      // The entry's chunk (React DOM, React Router, zod) is about 520 kB before compression; the
      // page-weight e2e test holds what is sent, compressed, to its budget.
      chunkSizeWarningLimit: 600,
      // The server entry needs no copy of the public files.
      copyPublicDir: !isSsrBuild,
      rolldownOptions: {
        onLog: withoutUseClientNotices,
        // What the entry loads statically in one chunk, rather than dozens of small files, each
        // compressed on its own; the screens keep their own lazily loaded chunks.
        output: isSsrBuild
          ? {}
          : { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } },
      },
    },
    server: {
      port: 5173,
      proxy: {
        '^/service-': proxied,
        '^/ft/': proxied,
        '^/identity': proxied,
        '^/api/': proxied,
      },
    },
    preview: { port: 4173 },
  };
});
