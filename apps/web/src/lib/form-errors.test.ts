import { MESSAGES, OUR_MESSAGES } from '@parley/domain';
import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { applyRequestErrors } from './form-errors';

interface TForm {
  username: string;
  password: string;
}
const FIELDS = ['username', 'password'] as const;

function setup() {
  const { result } = renderHook(() => {
    const form = useForm<TForm>({ defaultValues: { username: '', password: '' } });
    // formState is a proxy: reading errors during render subscribes to them, as a form does
    void form.formState.errors;
    return form;
  });
  const apply = (error: Parameters<typeof applyRequestErrors>[1]) => {
    let message: string | null = null;
    act(() => {
      message = applyRequestErrors(result.current.setError, error, FIELDS);
    });
    return message;
  };
  return { form: () => result.current, apply };
}

describe('applyRequestErrors', () => {
  it('puts each field error under its field', () => {
    const { form, apply } = setup();
    const message = apply([
      { code: 'validation', field: 'username', message: 'Required.' },
      { code: 'validation', field: 'password', message: MESSAGES.passwordRequired },
      { code: 'validation', field: 'password', message: 'second message is dropped' },
    ]);
    expect(message).toBeNull();
    expect(form().formState.errors.username?.message).toBe('Required.');
    expect(form().formState.errors.password?.message).toBe(MESSAGES.passwordRequired);
    expect(form().formState.errors.root).toBeUndefined();
  });

  it('errors without a field, or for a field the form lacks, are form-level', () => {
    const { form, apply } = setup();
    const message = apply([
      { code: 'unauthenticated', message: OUR_MESSAGES.invalidCredentials },
      { code: 'validation', field: 'body', message: "Unknown field 'body'." },
      { code: 'validation', field: 'username', message: 'Required.' },
    ]);
    expect(form().formState.errors.username?.message).toBe('Required.');
    expect(message).toBe(`Unknown field 'body'. ${OUR_MESSAGES.invalidCredentials}`);
    expect(form().formState.errors.root?.server?.message).toBe(message);
  });

  it('a request that failed without an answer is form-level', () => {
    const { form, apply } = setup();
    expect(apply('Failed to fetch')).toBe('Failed to fetch');
    expect(form().formState.errors.root?.server?.message).toBe('Failed to fetch');
  });

  it('a failure with no errors still says something', () => {
    const { apply } = setup();
    expect(apply([])).toBe(MESSAGES.undefinedError);
  });
});
