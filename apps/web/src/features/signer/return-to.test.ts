import { describe, expect, it } from 'vitest';
import { signerReturnTo } from './return-to';

describe('signerReturnTo', () => {
  it.each([
    [null, null],
    ['/heloc-signer/conditions/identity', '/heloc-signer/conditions/identity'],
    ['/heloc-signer/conditions', '/heloc-signer/conditions'],
    [
      '/heloc-signer/conditions/upload-document?condition=abc-1',
      '/heloc-signer/conditions/upload-document?condition=abc-1',
    ],
    ['/heloc-signer', null],
    ['/dashboard', null],
    ['https://evil.example/heloc-signer/x', null],
    ['//evil.example/heloc-signer/x', null],
    ['/heloc-signer//evil.example', null],
    ['/heloc-signer/../dashboard', null],
    ['/heloc-signer/\\evil', null],
    ['/heloc-signer/x#frag', null],
    ['javascript:alert(1)', null],
  ])('%s gives %s', (value, expected) => {
    expect(signerReturnTo(value)).toBe(expected);
  });
});
