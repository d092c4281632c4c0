import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';
import { maskAccount } from './mask-account';
import { isAllowedRedirectPath } from './redirect';
import { shortenAddress } from './shorten-address';
import { findUuidSegment, isUuid } from './uuid';

describe('isUuid', () => {
  it.each([
    ['3f2504e0-4f89-11d3-9a0c-0305e82c3301', true],
    ['3F2504E0-4F89-11D3-9A0C-0305E82C3301', true],
    ['3f2504e04f8911d39a0c0305e82c3301', false],
    ['3f2504e0-4f89-11d3-9a0c-0305e82c330', false],
    ['3f2504e0-4f89-11d3-9a0c-0305e82c3301x', false],
    ['gf2504e0-4f89-11d3-9a0c-0305e82c3301', false],
    [42, false],
  ])('%j -> %s', (value, valid) => {
    expect(isUuid(value)).toBe(valid);
  });

  it.each([
    ['/3f2504e0-4f89-11d3-9a0c-0305e82c3301/start/profile', '3f2504e0-4f89-11d3-9a0c-0305e82c3301'],
    ['/account/heloc/3f2504e0-4f89-11d3-9a0c-0305e82c3301', '3f2504e0-4f89-11d3-9a0c-0305e82c3301'],
    ['/register-v2/home-address', null],
  ])('application id in %s is %j', (path, id) => {
    expect(findUuidSegment(path)).toBe(id);
  });
});

describe('isAllowedRedirectPath', () => {
  it.each([
    ['/dashboard', true],
    ['/a', true],
    ['/3f2504e0/start', false],
    ['/Dashboard', false],
    ['//evil.example', false],
    ['https://evil.example/dashboard', false],
    ['dashboard', false],
    ['/', false],
    ['', false],
    [undefined, false],
  ])('%j -> %s', (path, allowed) => {
    expect(isAllowedRedirectPath(path)).toBe(allowed);
  });
});

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [999, '999 B'],
    [1000, '1.0 KB'],
    [1536, '1.5 KB'],
    [999_999, '1000.0 KB'],
    [1_000_000, '1.0 MB'],
    [2_560_000, '2.6 MB'],
  ])('%d bytes -> %s', (bytes, shown) => {
    expect(formatFileSize(bytes)).toBe(shown);
  });

  it.each([-1, Number.NaN])('throws for %d', (bytes) => {
    expect(() => formatFileSize(bytes)).toThrow(RangeError);
  });
});

describe('shortenAddress', () => {
  it.each([
    ['0x12345678', '0x12345678'],
    ['0x123456789', '0x123456789'],
    ['0x1234567890', '0x1234...67890'],
    ['0xAbCdEf0123456789', '0xAbCd...56789'],
    ['', ''],
  ])('%j -> %j', (address, shown) => {
    expect(shortenAddress(address)).toBe(shown);
  });
});

describe('maskAccount', () => {
  it.each([
    ['123456789', '****6789'],
    ['6789', '****6789'],
    [' 000123 ', '****0123'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j -> %j', (account, masked) => {
    expect(maskAccount(account)).toBe(masked);
  });
});
