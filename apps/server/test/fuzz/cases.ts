import fc from 'fast-check';
import { type JsonSchema, type Operation, type Parameter, opKey } from './openapi';
import {
  CURSOR_IDS,
  CURSOR_VALUES,
  KB,
  ODD_STRINGS,
  RAW_PATH_SEGMENTS,
  RAW_QUERIES,
  RawJson,
  deepArrays,
  deepMixed,
  deepObjects,
  forgedCursor,
  hugeString,
  oddKey,
  oddString,
  percentEncode,
} from './hostile-values';
import {
  type SchemaContext,
  mutatedValue,
  pathLabel,
  setAt,
  stringPaths,
  validShaped,
} from './schema-values';

/** One request to send: everything but the session, which may change between requests. */
export interface FuzzRequest {
  /** what is malformed, for the failure report */
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  /** exact bytes: light-my-request sends strings and Buffers as they are */
  payload?: string | Buffer;
  /** the only answers that are right, beyond the judge's rules (a type the route does not take: 415) */
  expect?: { statuses: readonly number[]; why: string };
}

export interface CaseOptions {
  seed: number;
  /** random cases per operation, on top of the fixed ones */
  randomCases: number;
  /** the server's body limit: one body lands just under it, one just over */
  bodyLimit: number;
  schemas: SchemaContext;
}

/** FNV-1a: a seed per operation, so adding a route does not change the cases of the others. */
function seedFor(base: number, key: string): number {
  let h = 0x811c9dc5 ^ base;
  for (const ch of key) h = Math.imul(h ^ ch.codePointAt(0)!, 0x01000193);
  return h | 0;
}

/** JSON text of a value that may hold RawJson pieces (spliced verbatim: too deep to stringify). */
export function jsonText(value: unknown): string {
  const raws: RawJson[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (!(v instanceof RawJson)) return v;
    raws.push(v);
    return `__fuzz_raw_${raws.length - 1}__`;
  });
  // JSON.stringify(undefined) is undefined: an absent body is sent as no bytes at all
  return raws.reduce((t, raw, i) => t.replace(`"__fuzz_raw_${i}__"`, () => raw.text), text ?? '');
}

const JSON_TYPE = { 'content-type': 'application/json' };

/** A value as a form field holds it: text, or JSON text for objects. */
const formText = (value: unknown) =>
  typeof value === 'object' && value !== null ? jsonText(value) : String(value);

/** A query value as a form would send it: arrays as repeated keys, the rest as text. */
function queryPairs(name: string, value: unknown): string[] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap((v) => queryPairs(name, v));
  return [`${percentEncode(name)}=${percentEncode(formText(value))}`];
}

export function buildCases(op: Operation, options: CaseOptions): FuzzRequest[] {
  const { schemas } = options;
  const { resolve } = schemas;
  const seed = seedFor(options.seed, opKey(op));
  const one = <T>(arb: fc.Arbitrary<T>, salt: number): T =>
    fc.sample(arb, { seed: seed + salt, numRuns: 1 })[0]!;

  // The valid-shaped baseline: each case breaks one part of it and keeps the rest plausible.
  const bodySchema: JsonSchema = op.body?.schema ?? {
    type: 'object',
    properties: {},
    additionalProperties: false,
  };
  const baseBody = op.body ? one(validShaped(bodySchema, schemas), 1) : undefined;
  const basePath = Object.fromEntries(
    op.pathParams.map((p, i) => [p.name, percentEncode(String(one(validShaped(p.schema, schemas), 10 + i)))]),
  );
  const baseQuery = op.queryParams
    .filter((p) => p.required)
    .map((p, i) => ({ param: p, value: one(validShaped(p.schema, schemas), 100 + i) }));

  const url = (path: Record<string, string> = basePath, query?: string) => {
    const filled = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => path[name] ?? '');
    const q = query ?? baseQuery.flatMap(({ param, value }) => queryPairs(param.name, value)).join('&');
    return q ? `${filled}?${q}` : filled;
  };
  const baseText = baseBody === undefined ? '' : jsonText(baseBody);
  const cases: FuzzRequest[] = [];
  const add = (label: string, c: Partial<Omit<FuzzRequest, 'label'>>) =>
    cases.push({
      label,
      method: op.method,
      url: c.url ?? url(),
      headers: c.headers ?? {},
      ...(c.payload !== undefined ? { payload: c.payload } : {}),
      ...(c.expect ? { expect: c.expect } : {}),
    });
  // A body of a type the operation does not list is a 415 (issue 22: text/plain was read as a
  // string and refused as a 400), unless the caller is refused before any body is looked at. No
  // operation takes text, forms or bytes; multipart is checked where the document lists another
  // type (the upload takes multipart without a body schema, so the document lists none for it).
  const readsBodies = op.method !== 'GET' && op.method !== 'HEAD';
  const notTaken = (type: string) =>
    readsBodies && !op.consumes.includes(type) && (type !== 'multipart/form-data' || op.consumes.length > 0)
      ? { expect: { statuses: [415, 401, 403, 429], why: `${op.method} does not take ${type}` } }
      : {};
  const json = (label: string, text: string | Buffer) => add(label, { headers: JSON_TYPE, payload: text });

  // --- content types: the same plausible body, announced wrongly
  const form = Object.entries(baseBody && typeof baseBody === 'object' ? baseBody : { a: 'b' })
    .flatMap(([k, v]) => queryPairs(k, v))
    .join('&');
  const boundary = 'fuzzboundary7MA4YWxk';
  const multipart =
    Object.entries(baseBody && typeof baseBody === 'object' ? baseBody : { a: 'b' })
      .map(
        ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${formText(v)}\r\n`,
      )
      .join('') + `--${boundary}--\r\n`;
  add('content-type text/plain', {
    headers: { 'content-type': 'text/plain' },
    payload: baseText || '{}',
    ...notTaken('text/plain'),
  });
  add('content-type form-urlencoded', {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form || 'a=b',
    ...notTaken('application/x-www-form-urlencoded'),
  });
  add('content-type multipart/form-data', {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: multipart,
    ...notTaken('multipart/form-data'),
  });
  add('content-type multipart/form-data without boundary', {
    headers: { 'content-type': 'multipart/form-data' },
    payload: multipart,
    ...notTaken('multipart/form-data'),
  });
  add('content-type application/octet-stream', {
    headers: { 'content-type': 'application/octet-stream' },
    payload: Buffer.from([0, 1, 2, 0xff, 0xfe]),
    ...notTaken('application/octet-stream'),
  });
  add('content-type not a media type', { headers: { 'content-type': ';;;' }, payload: baseText || '{}' });
  add('no content-type, JSON bytes', { payload: baseText || '{}' });
  add('application/json, empty body (content-length 0)', {
    headers: { ...JSON_TYPE, 'content-length': '0' },
  });
  add('application/json, no body at all', { headers: JSON_TYPE });
  json('application/json, whitespace only', ' \r\n\t ');
  json('application/json, truncated JSON', (baseText || '{"a":1}').slice(0, -1));
  json('application/json, not JSON', 'hello');
  json('application/json with a byte order mark', `\uFEFF${baseText || '{}'}`);
  add('application/json; charset=utf-16le', {
    headers: { 'content-type': 'application/json; charset=utf-16le' },
    payload: Buffer.from(baseText || '{}', 'utf16le'),
  });
  json(
    'application/json, invalid UTF-8 bytes in a string',
    Buffer.concat([
      Buffer.from('{"a":"'),
      Buffer.from([0xff, 0xfe, 0xed, 0xa0, 0x80, 0xc0, 0xae]),
      Buffer.from('"}'),
    ]),
  );

  // --- the wrong kind of JSON where the schema wants something else
  for (const text of ['null', '[]', '[null]', '{}', '"x"', '0', '-1e999', 'true']) json(`body ${text}`, text);
  if (baseBody !== undefined) json('body wrapped in an array', `[${baseText}]`);
  json('body __proto__ key', '{"__proto__":{"polluted":true}}');
  json('body constructor.prototype key', '{"constructor":{"prototype":{"polluted":true}}}');
  if (baseText.startsWith('{"')) {
    const firstKey = baseText.slice(1, baseText.indexOf('":') + 1);
    json('body with a duplicated key', `{${firstKey}:1,${baseText.slice(1)}`);
  }

  // --- size and depth
  const strings = baseBody === undefined ? [] : stringPaths(baseBody, bodySchema, resolve);
  const place = (value: unknown) =>
    strings[0] ? setAt(baseBody, strings[0], value) : { ...(baseBody as object), fuzz: value };
  const placeLabel = strings[0] ? pathLabel(strings[0]) : 'an extra key';
  json(`100 KB string at ${placeLabel}`, jsonText(place(hugeString(100 * KB))));
  json(`100 KB of astral characters at ${placeLabel}`, jsonText(place(hugeString(100 * KB, '\u{1F600}'))));
  const padded = (total: number) => {
    const head = '{"pad":"';
    return `${head}${'x'.repeat(total - head.length - 2)}"}`;
  };
  json('body of exactly the limit', padded(options.bodyLimit));
  json('body 1 byte over the limit', padded(options.bodyLimit + 1));
  json('body [[…]] 1,000 deep', deepArrays(1_000).text);
  json('body {"a":…} 1,000 deep', deepObjects(1_000).text);
  json('body [[…]] 100,000 deep', deepArrays(100_000).text);
  json(`[{"a":…}] 10,000 deep at ${placeLabel}`, jsonText(place(deepMixed(10_000))));

  // --- every string field gets the characters PostgreSQL and UTF-8 handling choke on
  for (const path of strings.slice(0, 4)) {
    for (const odd of ['a\u0000b', '\uD800', '\uDC00x', ''])
      json(`${JSON.stringify(odd)} at ${pathLabel(path)}`, jsonText(setAt(baseBody, path, odd)));
  }

  // --- path parameters: broken on the wire, one at a time
  for (const p of op.pathParams) {
    for (const seg of RAW_PATH_SEGMENTS) {
      add(`path ${p.name}: ${seg.label}`, {
        url: url({ ...basePath, [p.name]: seg.raw }),
        ...(baseBody !== undefined ? { headers: JSON_TYPE, payload: baseText } : {}),
      });
    }
  }

  // --- queries: every operation, declared parameters or not
  const withBody = baseBody !== undefined ? { headers: JSON_TYPE, payload: baseText } : {};
  const baseQueryText = url().split('?')[1];
  for (const q of RAW_QUERIES)
    add(`query ${q.label}`, {
      url: url(basePath, baseQueryText ? `${baseQueryText}&${q.raw}` : q.raw),
      ...withBody,
    });
  for (const p of op.queryParams) {
    const others = baseQuery
      .filter((b) => b.param.name !== p.name)
      .flatMap((b) => queryPairs(b.param.name, b.value));
    if (p.required) add(`query ${p.name} missing`, { url: url(basePath, others.join('&')), ...withBody });
    for (const v of ['', 'a\u0000b', '\uD800', '-1', '1e999', 'true', 'x'.repeat(10 * KB)])
      add(`query ${p.name}=${JSON.stringify(v).slice(0, 20)}`, {
        url: url(basePath, [...others, ...queryPairs(p.name, v)].join('&')),
        ...withBody,
      });
  }

  // --- list cursors: well-formed, as the server makes them, with the wrong things inside
  const cursorParam = op.queryParams.find((p) => p.name === 'cursor');
  if (cursorParam) {
    const sortEnum = resolve(op.queryParams.find((p) => p.name === 'sort')?.schema ?? {}).enum;
    const sorts = sortEnum?.filter((s): s is string => typeof s === 'string') ?? [];
    const others = baseQuery
      .filter((b) => b.param.name !== 'cursor' && b.param.name !== 'sort')
      .flatMap((b) => queryPairs(b.param.name, b.value));
    const listed = (sort: string, cursor: string) =>
      url(basePath, [...others, ...queryPairs('sort', sort), ...queryPairs('cursor', cursor)].join('&'));
    // each field once ascending; descending compares the other way on the same types
    for (const sort of sorts.filter((s) => !s.startsWith('-') || sorts.length === 1)) {
      for (const value of CURSOR_VALUES)
        add(`cursor [${sort}, ${JSON.stringify(value).slice(0, 30)}, "x"]`, {
          url: listed(sort, forgedCursor(sort, value, 'x')),
          ...withBody,
        });
    }
    for (const sort of sorts.slice(0, 2))
      for (const id of CURSOR_IDS)
        add(`cursor [${sort}, "m", ${JSON.stringify(id)}]`, {
          url: listed(sort, forgedCursor(sort, 'm', id)),
          ...withBody,
        });
  }

  // --- random cases, from the schema and from generic arbitraries
  cases.push(
    ...fc.sample(randomCase(op, options, { bodySchema, basePath, baseQuery, url, baseText }), {
      seed,
      numRuns: options.randomCases,
    }),
  );
  return cases;
}

interface Baseline {
  bodySchema: JsonSchema;
  basePath: Record<string, string>;
  baseQuery: { param: Parameter; value: unknown }[];
  url: (path?: Record<string, string>, query?: string) => string;
  baseText: string;
}

function randomCase(op: Operation, options: CaseOptions, base: Baseline): fc.Arbitrary<FuzzRequest> {
  const { schemas } = options;
  const request = (label: string, url: string, payload?: string | Buffer): FuzzRequest => ({
    label,
    method: op.method,
    url,
    headers: payload === undefined ? {} : JSON_TYPE,
    ...(payload !== undefined ? { payload } : {}),
  });
  const bodyOrNone = base.baseText || undefined;
  const arbs: { weight: number; arbitrary: fc.Arbitrary<FuzzRequest> }[] = [
    {
      weight: op.body ? 6 : 2,
      arbitrary: mutatedValue(base.bodySchema, schemas).map((m) =>
        request(`random body: ${m.label}`, base.url(), jsonText(m.value)),
      ),
    },
    {
      weight: 2,
      arbitrary: fc
        .jsonValue({ maxDepth: 4 })
        .map((v) => request('random body: fc.jsonValue()', base.url(), jsonText(v))),
    },
    {
      weight: 1,
      arbitrary: oddString.map((s) =>
        request(
          `random body: raw text ${JSON.stringify(s).slice(0, 40)}`,
          base.url(),
          Buffer.from(s.length ? s : ' '),
        ),
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .dictionary(oddKey, fc.oneof(oddString, fc.jsonValue({ maxDepth: 1 })), { maxKeys: 4 })
        .map((d) => {
          const q = Object.entries(d)
            .flatMap(([k, v]) => queryPairs(k, v))
            .join('&');
          return request(`random query ${q.slice(0, 60)}`, base.url(base.basePath, q), bodyOrNone);
        }),
    },
  ];
  if (op.pathParams.length) {
    arbs.push({
      weight: 3,
      arbitrary: fc
        .record({
          index: fc.nat(),
          value: fc.oneof(
            oddString.map(percentEncode),
            fc.string({ unit: 'binary', maxLength: 200 }).map(percentEncode),
            fc.constantFrom(...ODD_STRINGS).map((s) => encodeURIComponentLoose(s)),
          ),
        })
        .map(({ index, value }) => {
          const p = op.pathParams[index % op.pathParams.length]!;
          return request(
            `random path ${p.name}=${value.slice(0, 60)}`,
            base.url({ ...base.basePath, [p.name]: value }),
            bodyOrNone,
          );
        }),
    });
  }
  for (const p of op.queryParams) {
    arbs.push({
      weight: 2,
      arbitrary: mutatedValue(p.schema, schemas).map((m) => {
        const others = base.baseQuery
          .filter((b) => b.param.name !== p.name)
          .flatMap((b) => queryPairs(b.param.name, b.value));
        const q = [...others, ...queryPairs(p.name, m.value)].join('&');
        return request(`random query ${p.name}: ${m.label}`, base.url(base.basePath, q), bodyOrNone);
      }),
    });
  }
  return fc.oneof(...arbs);
}

/** encodeURIComponent, except that what it refuses (lone surrogates) goes through percentEncode. */
function encodeURIComponentLoose(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return percentEncode(s);
  }
}
