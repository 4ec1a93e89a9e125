import { describe, expect, it } from 'vitest';
import { GENERIC_ERROR_HEADER, genericError, joinErrorMessages } from './generic-error';

describe('the generic error handler (doc 001 §8)', () => {
  it('heads the toast Error and says the given message first', () => {
    expect(GENERIC_ERROR_HEADER).toBe('Error');
    expect(genericError('Boom', [{ message: 'other' }])).toEqual({ header: 'Error', content: 'Boom' });
  });
  it('falls back to the first error’s message, then Undefined error', () => {
    expect(genericError(undefined, [{ message: 'First' }, { message: 'Second' }]).content).toBe('First');
    expect(genericError('', [{ code: 'x' }, { message: 'Has one' }]).content).toBe('Has one');
    expect(genericError(null, []).content).toBe('Undefined error');
    expect(genericError().content).toBe('Undefined error');
  });
  it('joins a list with commas, appending codes on request', () => {
    const errors = [
      { message: 'Bad name', code: 'validation' },
      { message: 'Gone', code: 'not_found' },
      { message: '', code: 'empty' },
      { message: 'No code' },
    ];
    expect(joinErrorMessages(errors)).toBe('Bad name, Gone, No code');
    expect(joinErrorMessages(errors, { withCodes: true })).toBe(
      'Bad name (validation), Gone (not_found), No code',
    );
    expect(joinErrorMessages([])).toBe('Undefined error');
    expect(joinErrorMessages(undefined)).toBe('Undefined error');
  });
});
