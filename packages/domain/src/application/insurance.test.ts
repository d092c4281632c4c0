import { describe, expect, it } from 'vitest';
import { missingInsurance, requiredInsurance, type InsuranceKind } from './insurance';

describe('insurance required and missing', () => {
  it.each<[boolean, InsuranceKind[], InsuranceKind[]]>([
    [false, [], ['HAZARD']],
    [false, ['HAZARD'], []],
    [true, [], ['HAZARD', 'FLOOD']],
    [true, ['HAZARD'], ['FLOOD']],
    [true, ['FLOOD'], ['HAZARD']],
    [true, ['FLOOD', 'HAZARD'], []],
  ])('flood required %s, provided %j: missing %j', (flood, provided, missing) => {
    expect(missingInsurance(requiredInsurance(flood), provided)).toEqual(missing);
  });
});
