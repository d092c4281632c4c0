import { describe, expect, it } from 'vitest';
import { opsLoginDestination, opsLoginPathFor } from './ops-paths';

describe('opsLoginPathFor', () => {
  it.each([
    ['/ops', '/ops/login?redirectUrl=%2Fops'],
    ['/ops/document-requests?q=1', '/ops/login?redirectUrl=%2Fops%2Fdocument-requests%3Fq%3D1'],
    ['/ops/login', null],
    ['/ops/login?redirectUrl=%2Fops', null],
    ['/dashboard', '/ops/login'],
  ])('%s leads to %s', (path, expected) => {
    expect(opsLoginPathFor(path)).toBe(expected);
  });
});

describe('opsLoginDestination', () => {
  it.each([
    ['?redirectUrl=%2Fops%2Fchat', '/ops/chat'],
    ['?redirectUrl=%2Fdashboard', '/ops'],
    ['?redirectUrl=%2F%2Fevil.example', '/ops'],
    ['', '/ops'],
  ])('%s goes to %s', (search, expected) => {
    expect(opsLoginDestination(search)).toBe(expected);
  });
});
