import { describe, expect, it } from 'vitest';
import { queryParamsRecord } from './query-params';

describe('queryParamsRecord', () => {
  it('keeps single values as strings and repeated keys as lists', () => {
    expect(queryParamsRecord('?a=1&b=2&b=3&c=')).toEqual({ a: '1', b: ['2', '3'], c: '' });
    expect(queryParamsRecord('')).toEqual({});
  });

  it('keeps within the limits the telemetry API accepts', () => {
    const many = Array.from({ length: 60 }, (_, i) => `k${i}=v`).join('&');
    expect(Object.keys(queryParamsRecord(many))).toHaveLength(50);
    const repeated = Array.from({ length: 30 }, () => 'r=v').join('&');
    expect(queryParamsRecord(repeated).r).toHaveLength(20);
    expect(queryParamsRecord(`long=${'x'.repeat(3000)}`).long).toHaveLength(2000);
  });
});
