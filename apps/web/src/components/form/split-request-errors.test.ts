import { MESSAGES, OUR_MESSAGES } from '@parley/domain';
import { describe, expect, it } from 'vitest';
import { splitRequestErrors } from './split-request-errors';

const shown = new Set(['username', 'password']);
const split = (error: Parameters<typeof splitRequestErrors>[0]) =>
  splitRequestErrors(error, (f) => shown.has(f));

describe('splitRequestErrors', () => {
  it('puts each field error under its field, the first message of each', () => {
    expect(
      split([
        { code: 'validation', field: 'username', message: 'Required.' },
        { code: 'validation', field: 'password', message: MESSAGES.passwordRequired },
        { code: 'validation', field: 'password', message: 'second message is dropped' },
      ]),
    ).toEqual({ fields: { username: 'Required.', password: MESSAGES.passwordRequired }, formLevel: null });
  });

  it('errors without a field, or for a field the form does not show, are form-level', () => {
    expect(
      split([
        { code: 'unauthenticated', message: OUR_MESSAGES.invalidCredentials },
        { code: 'validation', field: 'body', message: "Unknown field 'body'." },
        { code: 'validation', field: 'username', message: 'Required.' },
      ]),
    ).toEqual({
      fields: { username: 'Required.' },
      formLevel: `Unknown field 'body'. ${OUR_MESSAGES.invalidCredentials}`,
    });
  });

  it('the same message twice is said once', () => {
    const error = { code: 'forbidden', message: 'No.' };
    expect(split([error, error]).formLevel).toBe('No.');
  });

  it('a request that failed without an answer is form-level', () => {
    expect(split(OUR_MESSAGES.unreachable)).toEqual({ fields: {}, formLevel: OUR_MESSAGES.unreachable });
  });

  it('a failure with no errors still says something', () => {
    expect(split([]).formLevel).toBe(MESSAGES.undefinedError);
    expect(split('').formLevel).toBe(MESSAGES.undefinedError);
  });
});
