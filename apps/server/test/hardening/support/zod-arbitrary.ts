import fc from 'fast-check';
import type { z } from 'zod';

/**
 * fast-check arbitraries from the domain's zod (v4) schemas, for fuzzing the API. zod-fast-check
 * supports zod 3 only, so this reads zod 4's schema definitions itself.
 *
 * The bodies are mostly the schema's shape, so that they get past validation and reach the
 * services, with hostile text throughout: any code point, NUL, lone UTF-16 surrogates, and
 * lengths at and past the limits. Now and then a value of the wrong type or an unknown key is
 * put in, so that the validation's own edges are hit too.
 */

type Check = {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
  length?: number;
};

type Def = {
  type: string;
  checks?: { _zod: { def: Check } }[];
  format?: string;
  pattern?: RegExp;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  items?: z.ZodType[];
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  getter?: () => z.ZodType;
  values?: unknown[];
  entries?: Record<string, string | number>;
};

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const checksOf = (def: Def): Check[] => (def.checks ?? []).map((c) => c._zod.def);

export type ArbitraryOptions = {
  /** Values a string field may take besides generated ones (the caller's own ids, say). */
  knownStrings?: readonly string[];
  /** Values the schema accepts, as far as its checks say (refinements aside): no hostile ones. */
  conforming?: boolean;
};

/** One UTF-16 code unit that PostgreSQL text cannot hold, or one that it can. */
const hostileUnit = fc.oneof(
  { weight: 2, arbitrary: fc.constant('\u0000') },
  { weight: 2, arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map(String.fromCharCode) },
  { weight: 6, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom('\u202e', '\ufeff', '\u00a0', '\t', '\n', "'", '"', '\\'),
  },
  { weight: 4, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
);

/** Strings of any code unit, with lengths clustered around the schema's limits. */
function hostileString(min: number, max: number): fc.Arbitrary<string> {
  const shortMax = Math.min(max, min + 24);
  const lengths = [
    fc.string({ unit: hostileUnit, minLength: min, maxLength: shortMax }),
    fc.string({ unit: hostileUnit, minLength: shortMax, maxLength: shortMax }),
  ];
  if (Number.isFinite(max) && max < 10_000) {
    lengths.push(fc.constant(max + 1).map((n) => 'x'.repeat(n)));
    lengths.push(fc.constant(max).map((n) => '\u00e9'.repeat(n)));
  }
  return fc.oneof(...lengths);
}

function stringArbitrary(def: Def, options: ArbitraryOptions): fc.Arbitrary<string> {
  let min = 0;
  let max = Number.POSITIVE_INFINITY;
  const patterns: RegExp[] = def.pattern ? [def.pattern] : [];
  const formats: string[] = def.format ? [def.format] : [];
  for (const check of checksOf(def)) {
    if (check.check === 'min_length' && check.minimum !== undefined) min = check.minimum;
    if (check.check === 'max_length' && check.maximum !== undefined) max = check.maximum;
    if (check.check === 'length_equals' && check.length !== undefined) {
      min = check.length;
      max = check.length;
    }
    if (check.check === 'string_format') {
      if (check.format) formats.push(check.format);
      if (check.pattern) patterns.push(check.pattern);
    }
  }
  const conforming: fc.Arbitrary<string>[] = [];
  if (formats.includes('uuid') || formats.includes('guid')) conforming.push(fc.uuid());
  // fast-check's addresses follow the RFC, which allows more than zod's pattern does.
  else if (formats.includes('email')) {
    conforming.push(
      patterns[0] ? fc.stringMatching(patterns[0], { maxLength: 40 }) : fc.emailAddress(),
    );
  } else if (formats.includes('date')) conforming.push(dateString);
  else if (formats.includes('datetime')) conforming.push(dateTimeString);
  // A pattern of a fixed length (a hash) needs room for it.
  else if (patterns[0]) {
    conforming.push(fc.stringMatching(patterns[0], { maxLength: Math.max(40, min) }));
  } else {
    conforming.push(
      fc.string({
        unit: 'grapheme',
        minLength: min,
        maxLength: Math.min(max, min + 30),
      }),
    );
  }
  if (options.knownStrings?.length) conforming.push(fc.constantFrom(...options.knownStrings));
  if (options.conforming) return fc.oneof(...conforming);
  return fc.oneof(
    { weight: 3, arbitrary: fc.oneof(...conforming) },
    { weight: 2, arbitrary: hostileString(min, max) },
  );
}

const dateString = fc
  .date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const dateTimeString = fc
  .date({ min: new Date('1970-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString());

function numberArbitrary(def: Def, conforming: boolean): fc.Arbitrary<number> {
  let min = -1e12;
  let max = 1e12;
  let integer = false;
  for (const check of checksOf(def)) {
    if (check.check === 'greater_than' && check.value !== undefined) min = check.value;
    if (check.check === 'less_than' && check.value !== undefined) max = check.value;
    if (check.check === 'number_format' && /int/.test(check.format ?? '')) integer = true;
  }
  const inRange = integer
    ? fc.bigInt({ min: BigInt(Math.ceil(min)), max: BigInt(Math.floor(max)) }).map((n) => Number(n))
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  if (conforming) return inRange;
  const edges = fc.constantFrom(
    min,
    max,
    min - 1,
    max + 1,
    0,
    -0,
    0.5,
    -1,
    2 ** 31,
    2 ** 53,
    1e308,
    -1e308,
    Number.MIN_VALUE,
  );
  return fc.oneof({ weight: 3, arbitrary: inRange }, { weight: 1, arbitrary: edges });
}

/** A value of the wrong type, for any field. */
const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.string({ unit: hostileUnit, maxLength: 8 }),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.integer(), { maxKeys: 2 }),
);

/** Leaves a field's value alone most of the time, otherwise swaps in one of the wrong type. */
const sometimesWrong = <T>(arbitrary: fc.Arbitrary<T>, options: ArbitraryOptions) =>
  options.conforming
    ? arbitrary
    : fc.oneof({ weight: 19, arbitrary }, { weight: 1, arbitrary: wrongType });

/**
 * An arbitrary of JSON values shaped by `schema`, with hostile content (see the module note);
 * unless `conforming` is asked for, a quarter of the values are conforming ones, so that one field's
 * hostile text does not always stop the others' from being tried.
 */
export function arbitraryFor(
  schema: z.ZodType,
  options: ArbitraryOptions = {},
): fc.Arbitrary<unknown> {
  const conforming = shapeOf(schema, { ...options, conforming: true }, 0);
  if (options.conforming) return conforming;
  return fc.oneof(
    { weight: 1, arbitrary: conforming },
    { weight: 3, arbitrary: sometimesWrong(shapeOf(schema, options, 0), options) },
  );
}

function shapeOf(
  schema: z.ZodType,
  options: ArbitraryOptions,
  depth: number,
): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (child: z.ZodType) => sometimesWrong(shapeOf(child, options, depth + 1), options);
  switch (def.type) {
    case 'string':
      return stringArbitrary(def, options);
    case 'number':
    case 'int':
      return numberArbitrary(def, options.conforming ?? false);
    case 'bigint':
      return fc.bigInt().map(String);
    case 'boolean':
      return fc.boolean();
    case 'date':
      return dateTimeString;
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'object': {
      const shape = def.shape ?? {};
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, child] of Object.entries(shape)) record[key] = inner(child);
      const requiredKeys = Object.keys(shape).filter((key) => {
        const type = defOf(shape[key] as z.ZodType).type;
        return type !== 'optional' && type !== 'default' && type !== 'prefault';
      });
      const complete = fc.record(record, { requiredKeys });
      if (options.conforming) return complete;
      const body = fc.oneof(
        { weight: 4, arbitrary: complete },
        { weight: 1, arbitrary: fc.record(record, { requiredKeys: [] }) },
      );
      return fc.oneof(
        { weight: 9, arbitrary: body },
        {
          weight: 1,
          arbitrary: fc
            .tuple(body, fc.string({ unit: hostileUnit, maxLength: 6 }), wrongType)
            .map(([value, key, extra]) => ({ ...(value as object), [key]: extra })),
        },
      );
    }
    case 'array': {
      let min = 0;
      let max = 5;
      for (const check of checksOf(def)) {
        if (check.check === 'min_length' && check.minimum !== undefined) min = check.minimum;
        if (check.check === 'max_length' && check.maximum !== undefined) max = check.maximum;
        if (check.check === 'length_equals' && check.length !== undefined) {
          min = check.length;
          max = check.length;
        }
      }
      if (!def.element || depth > 4) return fc.constant([]);
      const longest = options.conforming ? Math.min(max, min + 3) : Math.min(max + 1, min + 6);
      return fc.array(inner(def.element), { minLength: min, maxLength: longest });
    }
    case 'tuple':
      return fc.tuple(...(def.items ?? []).map(inner));
    case 'record':
      if (!def.valueType || depth > 4) return fc.constant({});
      return fc.dictionary(
        def.keyType
          ? (shapeOf(def.keyType, options, depth + 1) as fc.Arbitrary<string>)
          : fc.string(),
        inner(def.valueType),
        { maxKeys: 4 },
      );
    case 'union':
      return fc.oneof(...(def.options ?? []).map((option) => shapeOf(option, options, depth)));
    case 'intersection':
      return fc
        .tuple(
          shapeOf(def.left as z.ZodType, options, depth),
          shapeOf(def.right as z.ZodType, options, depth),
        )
        .map(([left, right]) =>
          typeof left === 'object' && typeof right === 'object' ? { ...left, ...right } : left,
        );
    case 'optional':
      return fc.option(shapeOf(def.innerType as z.ZodType, options, depth), { nil: undefined });
    case 'nullable':
      return fc.option(shapeOf(def.innerType as z.ZodType, options, depth), { nil: null });
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return shapeOf(def.innerType as z.ZodType, options, depth);
    case 'pipe': {
      // The input side is what a client sends, unless it is a bare transform, or a string that
      // the output side checks further (`z.string().trim().pipe(z.email())`).
      const [input, output] = [defOf(def.in as z.ZodType), defOf(def.out as z.ZodType)];
      const outputSide =
        input.type === 'transform' || (input.type === 'string' && output.type === 'string');
      return shapeOf((outputSide ? def.out : def.in) as z.ZodType, options, depth);
    }
    case 'lazy':
      return depth > 4
        ? fc.constant(null)
        : shapeOf((def.getter as () => z.ZodType)(), options, depth + 1);
    default:
      // any, unknown, custom, transform: anything JSON can carry.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * A value `schema` accepts (its refinements included), found among conforming samples; for
 * calls that must get past validation to test what lies behind it.
 */
export function acceptedSample(schema: z.ZodType, options: ArbitraryOptions = {}): unknown {
  const samples = fc.sample(arbitraryFor(schema, { ...options, conforming: true }), {
    numRuns: 200,
    seed: 15,
  });
  const accepted = samples.find((sample) => schema.safeParse(sample).success);
  if (accepted === undefined) {
    const issues = schema.safeParse(samples[0]).error?.issues;
    throw new Error(`no sample was accepted: ${JSON.stringify(issues)}`);
  }
  return accepted;
}
