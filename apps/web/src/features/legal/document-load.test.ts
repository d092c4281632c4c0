import { describe, expect, it } from 'vitest';
import { isClientNavigation } from './document-load';

describe('isClientNavigation', () => {
  it.each([
    [
      'a link from another page of the app',
      'http://host/account/heloc/terms',
      'http://host/account/heloc/register',
      true,
    ],
    [
      'the page the browser has just loaded',
      'http://host/account/heloc/terms',
      'http://host/account/heloc/terms',
      false,
    ],
    [
      'the loaded page with another query or hash',
      'http://host/account/heloc/terms?x=1',
      'http://host/account/heloc/terms#contact-us',
      false,
    ],
  ])('%s: %s', (_case, requestUrl, documentUrl, expected) => {
    expect(isClientNavigation(requestUrl, documentUrl)).toBe(expected);
  });
});
