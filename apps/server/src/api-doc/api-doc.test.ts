import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helpers';
import { API_DOC_FILE, generateApiDoc } from './build';
import { operationsOf, type OpenApiDocument } from './render';
import { fieldsOf, rulesOf, typeOf } from './schema-words';

describe('docs/api.md', () => {
  it('is what `npm run docs:api` writes from the OpenAPI document', async () => {
    const [committed, generated] = await Promise.all([readFile(API_DOC_FILE, 'utf8'), generateApiDoc()]);
    expect(
      committed === generated,
      'docs/api.md differs from the routes: run `npm run docs:api` and commit the result',
    ).toBe(true);
  });
});

describe('the OpenAPI document', () => {
  it('gives every operation tags, a summary, its access rule and the schema of its answers', async () => {
    const t = await buildTestApp();
    try {
      const doc = t.app.swagger() as unknown as OpenApiDocument;
      const ops = operationsOf(doc);
      expect(ops.length).toBeGreaterThan(20);
      const declared = new Set(
        t.app.routeAccess.map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`),
      );
      const missing = ops.flatMap(({ method, path, operation }) => {
        const ok = operation.responses?.['200']?.content?.['application/json']?.schema;
        return [
          ...(operation.tags?.length ? [] : [`${method} ${path}: no tags`]),
          ...(operation.summary ? [] : [`${method} ${path}: no summary`]),
          ...(ok?.properties?.payload ? [] : [`${method} ${path}: no 200 answer schema`]),
          ...(operation.responses?.['400'] ? [] : [`${method} ${path}: no 400 answer`]),
          ...(declared.has(`${method} ${path}`) ? [] : [`${method} ${path}: no access rule`]),
        ];
      });
      expect(missing).toEqual([]);
    } finally {
      await t.app.close();
    }
  });
});

describe('the page’s wording of a schema', () => {
  it('names types, lists and maps', () => {
    expect(typeOf({ type: 'string', enum: ['a', 'b'] })).toBe("'a' | 'b'");
    expect(typeOf({ type: 'array', items: { type: 'string' } })).toBe('string[]');
    expect(typeOf({ type: 'object', additionalProperties: { type: 'boolean' } })).toBe('map of boolean');
    expect(typeOf({ anyOf: [{ type: 'string' }, { type: 'null' }] })).toBe('string or null');
    expect(typeOf({ type: 'string', nullable: true })).toBe('string or null');
  });

  it('says the rules in words', () => {
    expect(rulesOf({ type: 'string', minLength: 1, maxLength: 254 })).toBe('1–254 characters');
    expect(rulesOf({ type: 'string', minLength: 1 })).toBe('at least 1 character');
    expect(rulesOf({ type: 'number', minimum: 0, exclusiveMinimum: true })).toBe('> 0');
    expect(rulesOf({ type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER })).toBe('≥ 0');
  });

  it('flattens nested objects and lists of objects into dotted names', () => {
    const fields = fieldsOf({
      type: 'object',
      required: ['a'],
      properties: {
        a: { type: 'object', properties: { b: { type: 'string' } }, required: ['b'] },
        c: { type: 'array', items: { type: 'object', properties: { d: { type: 'number' } } } },
      },
    });
    expect(fields.map((f) => `${f.name}:${f.type}:${f.required}`)).toEqual([
      'a:object:true',
      'a.b:string:true',
      'c:object[]:false',
      'c[].d:number:false',
    ]);
  });
});
