import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { failure, success } from './envelope';
import { ZEnvelope } from './envelope-schemas';

describe('envelope', () => {
  it('wraps one item or a list as the payload array', () => {
    expect(success({ a: 1 })).toEqual({ status: 'success', payload: [{ a: 1 }], error: [] });
    expect(success([1, 2])).toEqual({ status: 'success', payload: [1, 2], error: [] });
  });

  it('puts errors in the error array with an empty payload', () => {
    expect(failure({ code: 'x', message: 'y', field: 'z' })).toEqual({
      status: 'error',
      payload: [],
      error: [{ code: 'x', message: 'y', field: 'z' }],
    });
  });

  it('validates both shapes with its schema', () => {
    const Z = ZEnvelope(z.object({ a: z.number() }));
    expect(Z.safeParse(success({ a: 1 })).success).toBe(true);
    expect(Z.safeParse(failure({ code: 'x', message: 'y' })).success).toBe(true);
    expect(Z.safeParse({ status: 'ok', payload: [] }).success).toBe(false);
  });
});
