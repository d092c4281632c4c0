import { writeFile } from 'node:fs/promises';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath } from './first-page';

export type LighthouseScores = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Audits below a full score in the three categories, by id, with Lighthouse's own title. */
  failing: { id: string; title: string; score: number | null }[];
};

/** Lighthouse at its default (mobile) settings against the system Chromium. */
export async function runLighthouse(url: string): Promise<LighthouseScores> {
  const chrome = await launch({
    chromePath: chromiumPath(),
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    const categories = result?.lhr.categories;
    const score = (key: string) => Math.round((categories?.[key]?.score ?? 0) * 100);
    const lhr = result?.lhr;
    const failing = Object.values(categories ?? {})
      .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0))
      .map((ref) => lhr?.audits[ref.id])
      .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 1)
      .map((audit) => ({ id: audit!.id, title: audit!.title, score: audit!.score }));
    if (process.env.BENCH_LIGHTHOUSE_REPORT && lhr) {
      await writeFile(process.env.BENCH_LIGHTHOUSE_REPORT, JSON.stringify(lhr, null, 2));
    }
    return {
      failing,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
    };
  } finally {
    chrome.kill();
  }
}
