import { describe, expect, it } from 'vitest';
import { organizationFixture } from '@/testing/organization-fixture';
import { isAllowedLink, linkAllowList, splitMessageLinks } from './link-allow-list';

const allowList = ['openheloc.example', 'granitehollow.example'];

describe('isAllowedLink (spec section 5: links only to allowed hosts)', () => {
  it.each<[string, boolean]>([
    ['https://openheloc.example/account/heloc/faq', true],
    ['https://www.openheloc.example/rates', true],
    ['http://granitehollow.example', true],
    ['https://openheloc.example.evil.example/x', false],
    ['https://evilopenheloc.example', false],
    ['https://example.org', false],
    ['javascript:alert(1)', false],
    ['https://user:pw@openheloc.example', false],
    ['not a url', false],
  ])('%s -> %s', (url, allowed) => {
    expect(isAllowedLink(url, allowList)).toBe(allowed);
  });
});

describe('linkAllowList', () => {
  it("holds the product's domains, the page's host and the lender's hosts", () => {
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

describe('splitMessageLinks', () => {
  it('links allowed URLs, leaves others as text and keeps trailing punctuation outside', () => {
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
