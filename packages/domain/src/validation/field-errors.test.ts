import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issueField, toFieldErrors } from './field-errors';
import { whenValid } from './when-valid';

describe('issueField', () => {
  it.each([
    [[], undefined],
    [['email'], 'email'],
    [['income', 'otherIncome'], 'income.otherIncome'],
    [['items', 0, 'name'], 'items.0.name'],
  ])('%j -> %j', (path, field) => {
    expect(issueField(path)).toBe(field);
  });
});

describe('toFieldErrors', () => {
  const schema = z.object({
    a: z.string().min(3, 'too short').regex(/^\d+$/, 'digits only'),
    b: z.object({ c: z.number('a number') }),
  });

  it.each([
    [
      { a: 'x', b: { c: 'y' } },
      [
        { field: 'a', message: 'too short' },
        { field: 'b.c', message: 'a number' },
      ],
    ],
    [{ a: '123', b: { c: 1 } }, []],
    ['not an object', [{ message: 'Invalid input: expected object, received string' }]],
  ])('%j -> %j', (input, errors) => {
    const result = schema.safeParse(input);
    expect(result.success ? [] : toFieldErrors(result.error)).toEqual(errors);
  });
});

describe('whenValid', () => {
  const guard = whenValid(['address', 'state'], ['dob']);
  const payload = (paths: PropertyKey[][]) => ({
    value: {},
    issues: paths.map((path) => ({ code: 'custom' as const, path, message: 'x', input: null })),
  });

  it.each([
    [[], true],
    [[['email']], true],
    [[['address', 'zip']], true],
    [[['address', 'state']], false],
    [[['address']], false],
    [[['dob']], false],
    [[[]], false],
  ])('issues at %j -> run %s', (paths, runs) => {
    expect(guard(payload(paths))).toBe(runs);
  });
});
