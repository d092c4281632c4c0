import { describe, expect, it } from 'vitest';
import { setNewest } from './bounded-map';

describe('setNewest', () => {
  it.each([
    ['a new key with room', ['a', 'b'], 'c', ['a', 'b', 'c']],
    ['a new key when full drops the oldest', ['a', 'b', 'c'], 'd', ['b', 'c', 'd']],
    ['a key already there moves to newest, dropping none', ['a', 'b', 'c'], 'a', ['b', 'c', 'a']],
  ])('%s', (_name, keys, key, expected) => {
    const map = new Map(keys.map((k) => [k, k]));
    setNewest(map, key, key, 3);
    expect([...map.keys()]).toEqual(expected);
  });
});
