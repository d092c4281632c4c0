import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath } from './first-page';

export type LighthouseScores = {
  performance: number;
  accessibility: number;
  bestPractices: number;
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
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
    };
  } finally {
    chrome.kill();
  }
}
