import fc from 'fast-check';
import type { z } from 'zod';

/**
 * fast-check arbitraries read off a zod 4 schema, for the property-based contract test: values
 * of the schema's shape (mostly valid; refinements such as 'two decimals' are respected where
 * they are common, and whatever slips through must still get a documented refusal).
 */

interface Def {
  type: string;
  [key: string]: unknown;
}

interface CheckDef {
  check: string;
  format?: string;
  value?: unknown;
  inclusive?: boolean;
  minimum?: number;
  maximum?: number;
  pattern?: RegExp;
}

export interface ArbitraryOptions {
  /** Ids that exist (read off earlier answers), drawn as often as random ones. */
  knownIds?: () => readonly string[];
}

const defOf = (schema: z.core.$ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def): CheckDef[] =>
  ((def.checks as Array<{ _zod: { def: CheckDef } }> | undefined) ?? []).map(
    (check) => check._zod.def,
  );

/** Up to this many characters: long enough to cross small limits, short enough to be quick. */
const LONGEST_TEXT = 60;

function stringArbitrary(def: Def, options: ArbitraryOptions): fc.Arbitrary<string> {
  const checks = checksOf(def);
  const format = (def.format as string | undefined) ?? checks.find((c) => c.format)?.format;
  const minLength = checks.find((c) => c.check === 'min_length')?.minimum ?? 0;
  const maxLength = checks.find((c) => c.check === 'max_length')?.maximum ?? LONGEST_TEXT;
  const pattern = (def.pattern as RegExp | undefined) ?? checks.find((c) => c.pattern)?.pattern;
  const dates = fc.date({
    min: new Date('2020-01-01T00:00:00Z'),
    max: new Date('2030-12-31T23:59:59Z'),
    noInvalidDate: true,
  });
  switch (format) {
    case 'uuid':
    case 'guid': {
      const random = fc.uuid({ version: 4 });
      const known = options.knownIds?.() ?? [];
      return known.length ? fc.oneof(random, fc.constantFrom(...known)) : random;
    }
    case 'email':
      return fc.emailAddress().filter((email) => email.length <= Math.min(maxLength, 254));
    case 'url':
      // Private addresses: the fetch guard refuses them at once, so no test reaches outside.
      return fc.nat(255).map((n) => `https://10.0.0.${n}/item-${n}`);
    case 'datetime':
      return dates.map((date) => date.toISOString());
    case 'date':
      return dates.map((date) => date.toISOString().slice(0, 10));
    default:
      if (pattern) return fc.stringMatching(pattern).filter((text) => text.length <= maxLength);
      return fc.string({
        minLength,
        maxLength: Math.max(minLength, Math.min(maxLength, LONGEST_TEXT)),
      });
  }
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  const checks = checksOf(def);
  const lower = checks.find((c) => c.check === 'greater_than');
  const upper = checks.find((c) => c.check === 'less_than');
  const isInteger = checks.some((c) => c.check === 'number_format' && /int/.test(c.format ?? ''));
  const min = typeof lower?.value === 'number' ? lower.value + (lower.inclusive ? 0 : 1) : -1000;
  const max =
    typeof upper?.value === 'number' ? upper.value - (upper.inclusive ? 0 : 1) : 1_000_000;
  if (isInteger) {
    return fc.integer({ min: Math.ceil(Math.max(min, -1e9)), max: Math.floor(Math.min(max, 1e9)) });
  }
  // Pounds with at most two decimals: what the API's amounts take.
  const low = Math.ceil(Math.max(min, -1e7) * 100);
  const high = Math.floor(Math.min(max, 1e7) * 100);
  return fc.integer({ min: low, max: Math.max(low, high) }).map((pence) => pence / 100);
}

function objectArbitrary(def: Def, options: ArbitraryOptions) {
  const shape = def.shape as Record<string, z.ZodType>;
  const entries: Record<string, fc.Arbitrary<unknown>> = {};
  const requiredKeys: string[] = [];
  for (const [key, value] of Object.entries(shape)) {
    entries[key] = arbitraryOf(value, options);
    const kind = defOf(value).type;
    if (kind !== 'optional' && kind !== 'default') requiredKeys.push(key);
  }
  return fc.record(entries, { requiredKeys });
}

/** An arbitrary of values shaped like the schema's input. */
export function arbitraryOf(
  schema: z.core.$ZodType,
  options: ArbitraryOptions = {},
): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (key: string) => arbitraryOf(def[key] as z.ZodType, options);
  switch (def.type) {
    case 'string':
      return stringArbitrary(def, options);
    case 'number':
      return numberArbitrary(def);
    case 'int':
      return fc.integer({ min: -1000, max: 1_000_000 });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'object':
      return objectArbitrary(def, options);
    case 'array': {
      const checks = checksOf(def);
      const minLength = checks.find((c) => c.check === 'min_length')?.minimum ?? 0;
      const maxLength = Math.min(checks.find((c) => c.check === 'max_length')?.maximum ?? 4, 4);
      return fc.array(inner('element'), { minLength, maxLength: Math.max(minLength, maxLength) });
    }
    case 'tuple':
      return fc.tuple(...(def.items as z.ZodType[]).map((item) => arbitraryOf(item, options)));
    case 'record':
      return fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), inner('valueType'), {
        maxKeys: 3,
      });
    case 'union':
      return fc.oneof(
        ...(def.options as z.ZodType[]).map((option) => arbitraryOf(option, options)),
      );
    case 'intersection':
      return inner('left');
    case 'optional':
      return fc.option(inner('innerType'), { nil: undefined });
    case 'nullable':
      return fc.option(inner('innerType'), { nil: null });
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner('innerType');
    case 'pipe':
      return inner('in');
    case 'lazy':
      return arbitraryOf((def.getter as () => z.ZodType)(), options);
    default:
      // any, unknown, custom, transform: whatever JSON can carry.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * Input the schema should refuse: a value of another kind, or (for an object) the valid shape
 * with one key dropped or given a value of another kind.
 */
export function invalidArbitraryOf(schema: z.core.$ZodType, options: ArbitraryOptions = {}) {
  const junk = fc.jsonValue({ maxDepth: 2 });
  const def = defOf(schema);
  if (def.type !== 'object') return junk;
  const keys = Object.keys(def.shape as Record<string, unknown>);
  if (keys.length === 0) return junk;
  return fc
    .tuple(arbitraryOf(schema, options), fc.constantFrom(...keys), junk, fc.boolean())
    .map(([valid, key, value, drop]) => {
      const copy = { ...(valid as Record<string, unknown>) };
      if (drop) delete copy[key];
      else copy[key] = value;
      return copy;
    });
}
