import fc from 'fast-check';
import type { JsonSchema } from './openapi';
import { RawJson, WRONG_TYPE_VALUES, hostileValue, jsonTypeOf, oddKey, oddString } from './hostile-values';

/** Turns `{ $ref }` into the schema it names (bound to the document by the caller). */
export type Resolve = (schema: JsonSchema) => JsonSchema;

export interface SchemaContext {
  resolve: Resolve;
  /** strings the server handed out (see harvest.ts): preferred where they fit the schema */
  known: readonly string[];
}

/** Beyond this nesting a recursive schema yields null: the point is the shape, not the depth. */
const MAX_DEPTH = 6;

function typesOf(schema: JsonSchema): string[] {
  if (schema.const !== undefined) return [jsonTypeOf(schema.const)];
  if (schema.enum?.length) return [...new Set(schema.enum.map(jsonTypeOf))];
  const declared = schema.type === undefined ? [] : [schema.type].flat();
  if (!declared.length && schema.properties) declared.push('object');
  if (!declared.length && schema.items) declared.push('array');
  if (declared.includes('number')) declared.push('integer');
  if (schema.nullable) declared.push('null');
  return declared;
}

/** allOf of objects is how zod's `.and()` and intersections come out: merge what can be merged. */
function flatten(schema: JsonSchema, resolve: Resolve): JsonSchema {
  const s = resolve(schema);
  if (!s.allOf?.length) return s;
  const { allOf, ...rest } = s;
  return allOf
    .map((part) => flatten(part, resolve))
    .reduce<JsonSchema>(
      (acc, part) => ({
        ...acc,
        ...part,
        properties: { ...acc.properties, ...part.properties },
        required: [...(acc.required ?? []), ...(part.required ?? [])],
      }),
      rest,
    );
}

/** Strings that satisfy common "needs a capital, a small letter and a digit" rules, when a pattern is beyond fast-check. */
function plainString(min: number, max: number): fc.Arbitrary<string> {
  const unit = fc.constantFrom(...'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789');
  const lo = Math.max(0, min - 3);
  return fc
    .string({ unit, minLength: lo, maxLength: Math.max(lo, Math.min(max - 3, lo + 20)) })
    .map((s) => `Aa1${s}`.slice(0, Math.max(max, min)));
}

/** Generated strings stay short unless the schema asks for long ones: length is fuzzed elsewhere. */
const SHORT = 24;

function stringFor(schema: JsonSchema, known: readonly string[]): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Infinity;
  const generated = generatedString(schema, min, max);
  let fits: RegExp | undefined;
  try {
    fits = schema.pattern ? new RegExp(schema.pattern, 'u') : undefined;
  } catch {
    return generated;
  }
  const real = known.filter((k) => (!fits || fits.test(k)) && k.length >= min && k.length <= max);
  if (!real.length) return generated;
  // A value the server itself used fits a patterned field (an id) far better than a generated one;
  // for free text it is only sometimes the point (a config key, a feature name).
  const weight = fits ? 3 : 1;
  return fc.oneof({ weight, arbitrary: fc.constantFrom(...real) }, { weight: 2, arbitrary: generated });
}

function generatedString(schema: JsonSchema, min: number, max: number): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'email':
      return fc.emailAddress();
    case 'uuid':
      return fc.uuid();
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    case 'uri':
    case 'url':
      return fc.webUrl();
  }
  if (schema.pattern) {
    try {
      const arb = fc.stringMatching(new RegExp(schema.pattern, 'u'));
      fc.sample(arb, { numRuns: 1, seed: 1 }); // unsupported syntax (lookahead) throws only when sampled
      return arb.map((s) => (s.length > max ? s.slice(0, max) : s));
    } catch {
      return plainString(min, Math.min(max, min + SHORT));
    }
  }
  return fc.string({ minLength: min, maxLength: Math.min(max, min + SHORT) });
}

/** A value of the schema's shape: valid as far as fast-check can tell, so one mutation is what fails. */
export function validShaped(schema: JsonSchema, ctx: SchemaContext, depth = 0): fc.Arbitrary<unknown> {
  if (depth > MAX_DEPTH) return fc.constant(null);
  const s = flatten(schema, ctx.resolve);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  const branches = s.anyOf ?? s.oneOf;
  if (branches?.length) return fc.oneof(...branches.map((b) => validShaped(b, ctx, depth + 1)));
  const type = typesOf(s).find((t) => t !== 'null') ?? (s.nullable ? 'null' : undefined);
  switch (type) {
    case 'object': {
      const props = s.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(props).map(([k, v]) => [k, validShaped(v, ctx, depth + 1)]),
      );
      const required = (s.required ?? []).filter((k) => k in props);
      if (!Object.keys(props).length && typeof s.additionalProperties === 'object')
        return fc.dictionary(
          fc.string({ minLength: 1, maxLength: 8 }),
          validShaped(s.additionalProperties, ctx, depth + 1),
          { maxKeys: 3 },
        );
      return fc.record(model, { requiredKeys: required });
    }
    case 'array': {
      const tuple = s.prefixItems ?? (Array.isArray(s.items) ? s.items : undefined);
      if (tuple) return fc.tuple(...tuple.map((t) => validShaped(t, ctx, depth + 1)));
      const min = s.minItems ?? 0;
      const item = validShaped((s.items as JsonSchema | undefined) ?? {}, ctx, depth + 1);
      return fc.array(item, { minLength: min, maxLength: Math.max(min, Math.min(s.maxItems ?? 3, 3)) });
    }
    case 'string':
      return stringFor(s, ctx.known);
    case 'integer':
    case 'number': {
      // OpenAPI 3.0 writes an exclusive bound as a boolean beside minimum/maximum, 3.1 as the number
      const step = type === 'integer' ? 1 : 1e-9;
      const lower =
        typeof s.exclusiveMinimum === 'number'
          ? s.exclusiveMinimum + step
          : (s.minimum ?? -1_000) + (s.exclusiveMinimum === true ? step : 0);
      const upper =
        typeof s.exclusiveMaximum === 'number'
          ? s.exclusiveMaximum - step
          : (s.maximum ?? Math.max(lower, 0) + 1_000) - (s.exclusiveMaximum === true ? step : 0);
      return type === 'integer'
        ? fc.integer({ min: Math.ceil(lower), max: Math.max(Math.ceil(lower), Math.floor(upper)) })
        : fc.double({ min: lower, max: Math.max(lower, upper), noNaN: true, noDefaultInfinity: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

type PathPart = string | number;
interface Slot {
  path: PathPart[];
  schema: JsonSchema;
  value: unknown;
}

/** The branch of an anyOf/oneOf the value was generated from, judged by its JSON type. */
function schemaFor(schema: JsonSchema, value: unknown, resolve: Resolve): JsonSchema {
  const s = flatten(schema, resolve);
  const branches = s.anyOf ?? s.oneOf;
  if (!branches?.length) return s;
  const t = jsonTypeOf(value);
  const match = branches.map((b) => flatten(b, resolve)).find((b) => typesOf(b).includes(t));
  return match ?? s;
}

/** Every place in a value where a mutation can land, root first, with the schema that governs it. */
export function slotsOf(value: unknown, schema: JsonSchema, resolve: Resolve, path: PathPart[] = []): Slot[] {
  const s = schemaFor(schema, value, resolve);
  const here: Slot = { path, schema: s, value };
  if (Array.isArray(value)) {
    const items = s.prefixItems ?? s.items;
    return [
      here,
      ...value.flatMap((v, i) =>
        slotsOf(v, (Array.isArray(items) ? items[i] : items) ?? {}, resolve, [...path, i]),
      ),
    ];
  }
  if (value && typeof value === 'object') {
    const extra = typeof s.additionalProperties === 'object' ? s.additionalProperties : {};
    return [
      here,
      ...Object.entries(value).flatMap(([k, v]) =>
        slotsOf(v, s.properties?.[k] ?? extra, resolve, [...path, k]),
      ),
    ];
  }
  return [here];
}

/** A path as the failure report shows it: `0.accountSid`, or `(root)` for the whole value. */
export const pathLabel = (path: PathPart[]) => (path.length ? path.join('.') : '(root)');

/** A copy of `root` with the value at `path` replaced; `undefined` deletes an object key. */
export function setAt(root: unknown, path: PathPart[], next: unknown): unknown {
  if (!path.length) return next;
  const [head, ...rest] = path as [PathPart, ...PathPart[]];
  if (Array.isArray(root)) {
    const copy = [...root];
    copy[head as number] = setAt(copy[head as number], rest, next);
    return copy;
  }
  const copy: Record<string, unknown> = { ...(root as Record<string, unknown>) };
  if (!rest.length && next === undefined) {
    delete copy[head];
    return copy;
  }
  // defineProperty: a plain assignment of "__proto__" would set the prototype, not a key
  Object.defineProperty(copy, head, {
    value: setAt(copy[head], rest, next),
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return copy;
}

const MUTATIONS = [
  'drop-required',
  'drop-key',
  'extra-key',
  'wrong-type',
  'odd-string',
  'hostile',
  'array-size',
] as const;
type Mutation = (typeof MUTATIONS)[number];

export interface MutatedValue {
  value: unknown;
  /** what was changed and where, for the failure report */
  label: string;
}

function mutate(
  value: unknown,
  schema: JsonSchema,
  resolve: Resolve,
  kind: Mutation,
  pick: number,
  replacement: { hostile: unknown; odd: string; key: string },
): MutatedValue {
  const slots = slotsOf(value, schema, resolve);
  const choose = <T>(list: T[]): T | undefined => (list.length ? list[pick % list.length] : undefined);
  const objects = slots.filter((s) => s.value && typeof s.value === 'object' && !Array.isArray(s.value));

  if (kind === 'drop-required' || kind === 'drop-key') {
    const keys = objects.flatMap((o) =>
      Object.keys(o.value as object)
        .filter((k) => kind === 'drop-key' || (o.schema.required ?? []).includes(k))
        .map((k) => [...o.path, k]),
    );
    const path = choose(keys);
    if (path) return { value: setAt(value, path, undefined), label: `${kind} ${pathLabel(path)}` };
    kind = 'extra-key'; // nothing to drop: an unknown key is the next best malformation
  }
  if (kind === 'extra-key') {
    const target = choose(objects);
    if (target) {
      const path = [...target.path, replacement.key];
      return {
        value: setAt(value, path, replacement.hostile),
        label: `extra key ${JSON.stringify(replacement.key)} at ${pathLabel(target.path)}`,
      };
    }
    kind = 'wrong-type';
  }
  if (kind === 'array-size') {
    const arrays = slots.filter((s) => Array.isArray(s.value));
    const target = choose(arrays);
    if (target) {
      const items = target.value as unknown[];
      const max = target.schema.maxItems ?? 1_000;
      const next =
        pick % 2
          ? []
          : Array.from({ length: max + 1 }, (_, i) => items[i % Math.max(1, items.length)] ?? null);
      return {
        value: setAt(value, target.path, next),
        label: `${next.length} items at ${pathLabel(target.path)}`,
      };
    }
    kind = 'wrong-type';
  }
  if (kind === 'wrong-type') {
    const target = choose(slots)!;
    const expected = typesOf(target.schema);
    const candidates = WRONG_TYPE_VALUES.filter((v) => !expected.includes(jsonTypeOf(v)));
    const next = candidates[pick % candidates.length] ?? null;
    return {
      value: setAt(value, target.path, next),
      label: `wrong type at ${pathLabel(target.path)}: ${JSON.stringify(next)}`,
    };
  }
  if (kind === 'odd-string') {
    const strings = slots.filter((s) => typeof s.value === 'string');
    const target = choose(strings.length ? strings : slots)!;
    return {
      value: setAt(value, target.path, replacement.odd),
      label: `odd string at ${pathLabel(target.path)}: ${JSON.stringify(replacement.odd).slice(0, 60)}`,
    };
  }
  const target = choose(slots)!;
  const shown =
    replacement.hostile instanceof RawJson ? replacement.hostile.label : JSON.stringify(replacement.hostile);
  return {
    value: setAt(value, target.path, replacement.hostile),
    label: `hostile value at ${pathLabel(target.path)}: ${(shown ?? 'undefined').slice(0, 60)}`,
  };
}

/** A valid-shaped value with one thing wrong: a key dropped or added, a wrong type, an odd string. */
export function mutatedValue(schema: JsonSchema, ctx: SchemaContext): fc.Arbitrary<MutatedValue> {
  return fc
    .record({
      value: validShaped(schema, ctx),
      kind: fc.constantFrom(...MUTATIONS),
      pick: fc.nat(),
      hostile: hostileValue,
      odd: oddString,
      key: oddKey,
    })
    .map(({ value, kind, pick, hostile, odd, key }) =>
      mutate(value, schema, ctx.resolve, kind, pick, { hostile, odd, key }),
    );
}

/** The paths of the string values in a valid-shaped value: where NUL and surrogates go first. */
export function stringPaths(value: unknown, schema: JsonSchema, resolve: Resolve): PathPart[][] {
  return slotsOf(value, schema, resolve)
    .filter((s) => typeof s.value === 'string')
    .map((s) => s.path);
}
