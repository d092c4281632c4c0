import { describe, expect, it } from 'vitest';
import { originatorUuidOf } from './use-loan-originator';

const QUERY = 'a1f3c2d4-5b6e-4f70-8a91-b2c3d4e5f602';
const APPLICATION = 'a1f3c2d4-5b6e-4f70-8a91-b2c3d4e5f601';

describe('originatorUuidOf', () => {
  it.each([
    [QUERY, APPLICATION, QUERY],
    [QUERY.toUpperCase(), null, QUERY],
    [null, APPLICATION, APPLICATION],
    ['not-a-uuid', APPLICATION, APPLICATION],
    ['', null, null],
    [null, null, null],
  ])('query %j, application %j gives %j', (query, application, expected) => {
    expect(originatorUuidOf(query, application)).toBe(expected);
  });
});
