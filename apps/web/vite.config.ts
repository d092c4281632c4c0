import tailwindcss from '@tailwindcss/vite';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { FIRST_SCREEN_MODE, firstScreenChunks } from './build/first-screen-chunks';
import { precompress } from './build/precompress';
import { routePreloads } from './build/route-preloads';

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

// The first screen of the registration: its layout and first step, fetched with the entry.
const FIRST_SCREEN = {
  '/register-v2': [
    'src/features/registration/layout/v2-layout.tsx',
    'src/features/registration/steps/property-step.tsx',
  ],
};

export default defineConfig(({ mode }) => {
  const firstScreen = firstScreenChunks(Object.values(FIRST_SCREEN).flat(), mode);
  const measuring = mode === FIRST_SCREEN_MODE;
  return {
    base: '/account/heloc/',
    plugins: [
      sonnerWithoutInlineStyles(),
      tailwindcss(),
      routePreloads(FIRST_SCREEN),
      firstScreen.plugin,
      measuring ? null : precompress(),
    ],
    resolve: {
      alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }],
    },
    define: {
      'import.meta.env.VITE_APP_VERSION': JSON.stringify(packageJson.version),
    },
    build: {
      // Inlined data: assets would need a looser CSP; keep every asset a file.
      assetsInlineLimit: 0,
      // The measuring pass only reads the bundle.
      write: !measuring,
      rolldownOptions: { output: { codeSplitting: { groups: firstScreen.groups } } },
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
