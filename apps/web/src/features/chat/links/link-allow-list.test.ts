import { describe, expect, it } from 'vitest';
import { organizationFixture } from '@/testing/organization-fixture';
import { linkAllowList, splitMessageLinks } from './link-allow-list';

const allowList = ['openheloc.example', 'granitehollow.example'];

describe('splitMessageLinks (spec section 5: links only to allowed hosts)', () => {
  it.each<[string, boolean]>([
    ['https://openheloc.example/account/heloc/faq', true],
    ['https://www.openheloc.example/rates', true],
    ['http://heloc.granitehollow.example', true],
    ['https://openheloc.example.evil.test/x', false],
    ['https://evilopenheloc.example', false],
    ['https://example.org', false],
  ])('%s clickable: %s', (url, clickable) => {
    const parts = splitMessageLinks(`Read ${url} now`, allowList);
    expect(parts.some((part) => part.kind === 'link')).toBe(clickable);
    expect(parts.map((part) => part.text).join('')).toBe(`Read ${url} now`);
  });

  it('keeps trailing punctuation outside the link', () => {
    expect(
      splitMessageLinks('See https://openheloc.example/fees. Not https://example.org/x', allowList),
    ).toEqual([
      { kind: 'text', text: 'See ' },
      {
        kind: 'link',
        text: 'https://openheloc.example/fees',
        href: 'https://openheloc.example/fees',
      },
      { kind: 'text', text: '. Not https://example.org/x' },
    ]);
  });

  it('answers plain text untouched', () => {
    expect(splitMessageLinks('Hello', allowList)).toEqual([{ kind: 'text', text: 'Hello' }]);
  });
});

describe('linkAllowList', () => {
  it("holds the product's domain, the page's host and the lender's hosts", () => {
    const list = linkAllowList(
      organizationFixture({ baseUrl: 'https://www.Granite.example/', hostNames: ['granite.test'] }),
      'localhost',
    );
    expect(list).toEqual(
      expect.arrayContaining([
        'openheloc.example',
        'localhost',
        'www.granite.example',
        'granite.test',
      ]),
    );
  });
});
