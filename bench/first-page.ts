import { chromium, type Page } from '@playwright/test';

export type PageWeight = {
  page: string;
  jsKiB: number;
  cssKiB: number;
  requests: number;
  cumulativeLayoutShift: number;
  /** Where the browser ended up (a screen may send the borrower elsewhere). */
  landedOn: string;
  /** Every script and stylesheet fetched, heaviest first: where the weight is. */
  files: { file: string; kiB: number }[];
};

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-quic',
  '--disable-sync',
];

export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * What a first visit fetches before the screen is ready, as the browser received it (compressed
 * bytes on the wire, preloads included), and the layout shift while it loads. `ready` says when
 * the first screen is there; `jwt` signs the browser in first.
 */
export async function measurePages(
  base: string,
  pages: { name: string; path: string; ready: (page: Page) => Promise<void>; jwt?: string }[],
): Promise<PageWeight[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const results: PageWeight[] = [];
    for (const spec of pages) {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
      if (spec.jwt) {
        await context.addInitScript(
          (jwt) => localStorage.setItem('jwt', `Bearer ${jwt}`),
          spec.jwt,
        );
      }
      await context.addInitScript(() => {
        const shifts = { value: 0 };
        Object.assign(window, { __layoutShift: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) shifts.value += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const page = await context.newPage();
      const fetched: Promise<{ type: string; bytes: number; file: string }>[] = [];
      page.on('requestfinished', (request) => {
        fetched.push(
          request.sizes().then((sizes) => ({
            type: request.resourceType(),
            bytes: sizes.responseBodySize,
            file: new URL(request.url()).pathname.split('/').pop() ?? '',
          })),
        );
      });
      await page.goto(base + spec.path);
      await spec.ready(page);
      await page.waitForLoadState('networkidle');
      const all = await Promise.all(fetched);
      const sum = (type: string) =>
        all.filter((r) => r.type === type).reduce((total, r) => total + r.bytes, 0) / 1024;
      results.push({
        page: spec.name,
        jsKiB: sum('script'),
        cssKiB: sum('stylesheet'),
        requests: all.length,
        cumulativeLayoutShift: await page.evaluate(
          () => (window as unknown as { __layoutShift: { value: number } }).__layoutShift.value,
        ),
        landedOn: new URL(page.url()).pathname,
        files: all
          .filter((r) => r.type === 'script' || r.type === 'stylesheet')
          .sort((a, b) => b.bytes - a.bytes)
          .map((r) => ({ file: r.file, kiB: Math.round(r.bytes / 102.4) / 10 })),
      });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}
