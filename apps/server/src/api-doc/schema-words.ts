/*
 * A JSON Schema in the words of docs/api.md: its type in a short phrase, its rules, and an
 * object's fields as dotted names.
 */

import type { JsonSchema } from './json-schema';

export type { JsonSchema };

export const code = (text: string) => `\`${text}\``;
/** A table cell: one line, its pipes escaped. */
export const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n+/g, ' ');

const literal = (value: unknown) => (typeof value === 'string' ? `'${value}'` : JSON.stringify(value));

/** A schema's type in one short phrase: `string`, `'a' \| 'b'`, `object[]`, `map of boolean`. */
export function typeOf(schema: JsonSchema | undefined): string {
  if (!schema) return 'any';
  const nullable = schema.nullable ? ' or null' : '';
  if (schema.const !== undefined) return literal(schema.const) + nullable;
  if (schema.enum) return schema.enum.map(literal).join(' | ') + nullable;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    const named = variants.filter((v) => v.type !== 'null').map(typeOf);
    const orNull = variants.some((v) => v.type === 'null') ? ' or null' : '';
    return named.join(' | ') + orNull + nullable;
  }
  const types = [schema.type ?? []].flat();
  const main = types.find((t) => t !== 'null');
  const orNull = types.includes('null') ? ' or null' : nullable;
  if (main === 'array') {
    const item = Array.isArray(schema.items) ? schema.items[0] : schema.items;
    const inner = typeOf(item);
    return (/[ |]/.test(inner) ? `(${inner})[]` : `${inner}[]`) + orNull;
  }
  if (main === 'object' && !schema.properties && typeof schema.additionalProperties === 'object')
    return `map of ${typeOf(schema.additionalProperties)}` + orNull;
  if (main === 'integer') return 'integer' + orNull;
  return (main ?? 'any') + orNull;
}

/** The rules a value must keep, in words: lengths, bounds, pattern, format. */
export function rulesOf(schema: JsonSchema | undefined): string {
  if (!schema) return '';
  const rules: string[] = [];
  const count = (n: number, unit: string) => `${n} ${n === 1 ? unit.replace(/s$/, '') : unit}`;
  const range = (min: number | undefined, max: number | undefined, unit: string) => {
    if (min !== undefined && max !== undefined)
      rules.push(min === max ? count(min, unit) : `${min}–${max} ${unit}`);
    else if (min !== undefined && min > 0) rules.push(`at least ${count(min, unit)}`);
    else if (max !== undefined) rules.push(`at most ${count(max, unit)}`);
  };
  range(schema.minLength, schema.maxLength, 'characters');
  range(schema.minItems, schema.maxItems, 'items');
  // OpenAPI 3.0 writes an exclusive bound as a boolean beside minimum/maximum; 3.1 as the number itself
  const lowOpen = schema.exclusiveMinimum === true || typeof schema.exclusiveMinimum === 'number';
  const highOpen = schema.exclusiveMaximum === true || typeof schema.exclusiveMaximum === 'number';
  const low = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : schema.minimum;
  const high = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : schema.maximum;
  // zod's int() bounds every integer by the safe range: true of any JSON number, so not worth a word
  if (low !== undefined && low !== -Number.MAX_SAFE_INTEGER) rules.push(`${lowOpen ? '>' : '≥'} ${low}`);
  if (high !== undefined && high !== Number.MAX_SAFE_INTEGER) rules.push(`${highOpen ? '<' : '≤'} ${high}`);
  if (schema.format) rules.push(schema.format);
  if (schema.pattern) rules.push(`matches ${code(schema.pattern)}`);
  if (schema.description) rules.push(schema.description);
  return rules.join('; ');
}

export interface Field {
  name: string;
  type: string;
  required: boolean;
  rules: string;
}

/** The fields of an object schema, nested objects (and lists of them) as dotted names. */
export function fieldsOf(schema: JsonSchema | undefined, prefix = ''): Field[] {
  if (!schema?.properties) return [];
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties).flatMap(([name, property]) => {
    const full = `${prefix}${name}`;
    const field = {
      name: full,
      type: typeOf(property),
      required: required.has(name),
      rules: rulesOf(property),
    };
    const item = Array.isArray(property.items) ? property.items[0] : property.items;
    const nested = property.properties
      ? fieldsOf(property, `${full}.`)
      : item?.properties
        ? fieldsOf(item, `${full}[].`)
        : [];
    return [field, ...nested];
  });
}
