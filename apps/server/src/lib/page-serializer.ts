import fastJsonStringify from 'fast-json-stringify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type TJsonSchema = Record<string, unknown>;

/** What a serializer needs of a JSON Schema; checks (enum, const, pattern, format) are zod's job. */
const KEPT = new Set(['type', 'properties', 'items', 'required', 'additionalProperties', 'anyOf']);
const COMPOSITE = new Set(['object', 'array']);

/**
 * The schema fast-json-stringify writes fastest: an `anyOf` of plain types becomes one `type`
 * list, and "an object or null" (a nullable nested object) becomes `type: ['object', 'null']`.
 * Its `anyOf` would otherwise run an Ajv validation for every value to pick a branch.
 */
export function writerSchema(schema: TJsonSchema): TJsonSchema {
  if (Array.isArray(schema.anyOf)) {
    const branches = (schema.anyOf as TJsonSchema[]).map(writerSchema);
    const typesOf = (b: TJsonSchema) => (Array.isArray(b.type) ? (b.type as string[]) : [b.type as string]);
    const composite = branches.filter((b) => b.anyOf || typesOf(b).some((t) => COMPOSITE.has(t)));
    const types = [...new Set(branches.flatMap(typesOf))];
    if (composite.length === 0 && branches.every((b) => b.type))
      return { type: types.length === 1 ? types[0] : types };
    const [only] = composite;
    if (only && branches.length === 2 && typeof only.type === 'string' && types.includes('null'))
      return { ...only, type: [only.type, 'null'] };
    return { anyOf: branches };
  }
  const out: TJsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (!KEPT.has(key)) continue;
    if (key === 'properties')
      out[key] = Object.fromEntries(
        Object.entries(value as Record<string, TJsonSchema>).map(([name, s]) => [name, writerSchema(s)]),
      );
    else if (key === 'items') out[key] = writerSchema(value as TJsonSchema);
    else out[key] = value;
  }
  return out;
}

interface TCompileArgs {
  schema: unknown;
  method: string;
  url: string;
  httpStatus?: string;
}

/**
 * The serializer of a list route (issue 26): a page of 5000 numbers spent more time in zod's
 * encode of every item (p50 54 ms) than in its query. A page's items are trusted output — built by
 * the repository's typed item function, not by the caller — so the 200 answer is checked by the
 * zod schema on its envelope and its first and last items, as before, and then written whole by
 * fast-json-stringify compiled from the same schema: it writes only the schema's properties (an
 * unknown key is left out, as zod left it out), in the schema's order, so the bytes are those the
 * zod serializer wrote. Every other status keeps fastify-type-provider-zod's serializer.
 */
export function pageSerializerCompiler(args: TCompileArgs): (data: unknown) => string {
  const strict = serializerCompiler(args as Parameters<typeof serializerCompiler>[0]);
  if (args.httpStatus !== '200' || !(args.schema instanceof z.ZodObject)) return strict;
  const schema = args.schema;
  const json = z.toJSONSchema(schema, {
    io: 'output',
    unrepresentable: 'any',
    // no ids: every part inline, as fast-json-stringify reads it
    metadata: z.registry(),
  }) as TJsonSchema;
  const write = fastJsonStringify(writerSchema(json) as unknown as Parameters<typeof fastJsonStringify>[0]);
  return (data) => {
    const page = data as { payload?: unknown };
    if (!Array.isArray(page?.payload)) return strict(data);
    const items = page.payload;
    // the zod schema's check: the envelope with its first and last item
    strict({ ...page, payload: items.length > 1 ? [items[0], items.at(-1)] : items });
    return write(data);
  };
}
