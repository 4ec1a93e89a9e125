import { describe, expect, it } from 'vitest';
import { parseFieldErrors } from './field-errors';

describe('field-error parsing (doc 000 §8)', () => {
  it('turns items with field and message into field errors', () => {
    expect(
      parseFieldErrors([
        { field: 'username', message: 'Required.' },
        { field: 'password', message: 'Too short.', code: 'validation' },
      ]),
    ).toEqual({ kind: 'fields', errors: { username: 'Required.', password: 'Too short.' } });
  });

  it('keeps the first message when a field has several', () => {
    expect(
      parseFieldErrors([
        { field: 'a', message: 'first' },
        { field: 'a', message: 'second' },
      ]),
    ).toEqual({ kind: 'fields', errors: { a: 'first' } });
  });

  it('reads an empty array as no errors', () => {
    expect(parseFieldErrors([])).toEqual({ kind: 'none' });
  });

  it.each([
    [null],
    [undefined],
    ['oops'],
    [{ field: 'a', message: 'b' }],
    [[{ message: 'no field' }]],
    [[{ field: 1, message: 'x' }]],
  ])('reads %j as an unknown error', (input) => {
    expect(parseFieldErrors(input)).toEqual({ kind: 'unknown', error: input });
  });
});
