import { describe, expect, it } from 'vitest';
import { legalPageHref } from './legal-paths';

const BASE_URL = 'https://www.openheloc.example';

describe('legalPageHref', () => {
  it.each([
    ['https://www.openheloc.example/terms', '/account/heloc/terms'],
    ['https://www.openheloc.example/privacy', '/account/heloc/privacy'],
    ['https://www.openheloc.example/licenses', '/account/heloc/licenses'],
    ['https://www.openheloc.example/communications', '/account/heloc/communications'],
    ['https://www.openheloc.example/terms/', '/account/heloc/terms'],
    ['https://www.openheloc.example/terms#governing-law', '/account/heloc/terms#governing-law'],
  ])('serves the lender’s own %s from this app: %s', (url, href) => {
    expect(legalPageHref(url, BASE_URL)).toBe(href);
  });

  it.each([
    ['a policy on another site', 'https://www.prairielantern.example/privacy'],
    ['another page of the lender’s site', 'https://www.openheloc.example/accessibility'],
    ['a legal path below another folder', 'https://www.openheloc.example/about/terms'],
    ['the same path on another scheme', 'http://www.openheloc.example/terms'],
    ['a value that is not a URL', 'terms'],
  ])('keeps %s as it is', (_case, url) => {
    expect(legalPageHref(url, BASE_URL)).toBe(url);
  });
});
