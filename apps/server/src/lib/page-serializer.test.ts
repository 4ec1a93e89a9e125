import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { ZPage, numbersResource, paged, text, type TNumber } from '@parley/domain';
import { pageSerializerCompiler } from './page-serializer';

const compile = (schema: z.ZodType, httpStatus = '200') => {
  const write = pageSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus });
  // a page comes out as UTF-8 bytes (see the compiler), every other answer as a string
  return (data: unknown) => String(write(data));
};
const zodWrites = (schema: z.ZodType) =>
  serializerCompiler({ schema, method: 'GET', url: '/x' } as Parameters<typeof serializerCompiler>[0]);

const number = (i: number, set: boolean): TNumber => ({
  phoneSid: `PN${i}`,
  phoneNumber: `+1312555${String(1000 + i)}`,
  friendlyName: `Line "${i}" \u2028 é`,
  remediation: false,
  capabilities: { voiceEnabled: true, smsEnabled: true, mmsEnabled: i % 2 === 0, mobile: false },
  attributes: { 'voice-enabled': true, 'sms-enabled': true, 'mms-enabled': i % 2 === 0 },
  numberSet: set ? { numberSetId: 'NS1', numberSetName: 'Sales' } : null,
  numberSetId: set ? 'NS1' : null,
  cnamStatus: set ? 'pending' : null,
  cnam: set ? 'ACME' : null,
  cnamReason: null,
  state: 'IL',
  locality: 'Chicago',
  brandId: null,
  numberType: 1,
  status: 'active',
  monthlyPrice: 1.15,
  created: '2026-11-27T08:21:47.756Z',
  updated: '2026-11-27T08:21:47.756Z',
});

describe('pageSerializerCompiler (list pages, issue 26)', () => {
  const schema = ZPage(numbersResource.item);
  const page = paged(
    Array.from({ length: 50 }, (_, i) => number(i, i % 3 === 0)),
    { nextCursor: 'abc', limit: 50 },
  );

  it('writes the bytes zod’s serializer writes', () => {
    expect(compile(schema)(page)).toBe(zodWrites(schema)(page));
  });

  it('leaves out a key the schema lacks, top-level or nested, as zod did', () => {
    const leaky = structuredClone(page) as unknown as { payload: Record<string, unknown>[] };
    leaky.payload[7]!.accountSid = 'AC-secret';
    (leaky.payload[9]!.numberSet as Record<string, unknown> | null) = {
      numberSetId: 'NS1',
      numberSetName: 'Sales',
      accountSid: 'AC-secret',
    };
    const written = compile(schema)(leaky);
    expect(written).not.toContain('AC-secret');
    expect(written).toBe(zodWrites(schema)(leaky));
  });

  it('refuses a page whose first or last item breaks the schema, as zod did', () => {
    const broken = structuredClone(page);
    (broken.payload.at(-1) as { status: string }).status = 'sold';
    expect(() => compile(schema)(broken)).toThrow();
  });

  it('trusts the items between them: their values are written as they are (the fast path)', () => {
    const odd = structuredClone(page);
    (odd.payload[20] as { status: string }).status = 'sold';
    expect(compile(schema)(odd)).toContain('"status":"sold"');
    expect(() => zodWrites(schema)(odd)).toThrow();
  });

  it('keeps zod for every other answer and for records', () => {
    const errors = z.object({ status: z.literal('error'), error: z.array(z.object({ code: text() })) });
    expect(compile(errors, '400')({ status: 'error', error: [{ code: 'x', extra: 1 }] })).toBe(
      '{"status":"error","error":[{"code":"x"}]}',
    );
    const records = ZPage(z.object({ id: text(), extData: z.record(text(), text()) }));
    const items = [1, 2, 3].map((i) => ({ id: `C${i}`, extData: { a: String(i) } }));
    const data = paged(items, { nextCursor: null, limit: 3 });
    expect(compile(records)(data)).toBe(zodWrites(records)(data));
  });
});
