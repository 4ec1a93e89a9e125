import { checkLoginInput, MESSAGES, type TLoginErrors, type TLoginInput } from '@parley/domain';
import { useRef, useState, type FormEvent } from 'react';
import { requestErrorMessage, type TApiResult, type TRequestError } from '@/lib/envelope';

type TField = keyof TLoginInput;
const FIELDS: readonly TField[] = ['username', 'password'];
const isField = (name: unknown): name is TField => FIELDS.includes(name as TField);

/** A failed login's errors: those naming a field go under it (the first each), the rest in the alert. */
export function splitLoginErrors(error: TRequestError): { fields: TLoginErrors; formLevel: string | null } {
  if (typeof error === 'string') return { fields: {}, formLevel: error || MESSAGES.undefinedError };
  const fields: TLoginErrors = {};
  const rest: string[] = [];
  for (const item of error) {
    if (isField(item.field) && item.message) fields[item.field] ??= item.message;
    else rest.push(requestErrorMessage([item]));
  }
  if (error.length === 0) rest.push(MESSAGES.undefinedError);
  return { fields, formLevel: rest.length > 0 ? [...new Set(rest)].join(' ') : null };
}

/**
 * The login form's state without the form kit (react-hook-form and zod are most of the sign-in
 * page's JavaScript otherwise; issue 24), behaving as a kit form does: the domain's checks
 * (checkLoginInput, ZLoginInput's rules) run on submit, then again on each change once submitted;
 * the first refused field takes focus; the server's field errors go under their fields and the
 * rest into the alert, a new object per failure so the alert takes focus each time.
 */
export function useSignInForm(submit: (input: TLoginInput) => Promise<TApiResult<unknown>>) {
  const [values, setValues] = useState<TLoginInput>({ username: '', password: '' });
  const [errors, setErrors] = useState<TLoginErrors>({});
  const [formError, setFormError] = useState<{ message: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const submitted = useRef(false);
  const inputs = useRef<Partial<Record<TField, HTMLInputElement | null>>>({});

  const focusFirst = (found: TLoginErrors) => {
    const first = FIELDS.find((name) => found[name]);
    if (first) inputs.current[first]?.focus();
  };

  const onChange = (name: TField, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (!submitted.current) return;
    // as the kit re-validates a submitted form: this field's error follows what is typed now
    const check = checkLoginInput(next);
    setErrors((current) => ({ ...current, [name]: check.ok ? undefined : check.errors[name] }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    submitted.current = true;
    const check = checkLoginInput(values);
    if (!check.ok) {
      setErrors(check.errors);
      focusFirst(check.errors);
      return;
    }
    setErrors({});
    setFormError(null);
    setSubmitting(true);
    try {
      const result = await submit(check.value);
      if (result.ok) return;
      const split = splitLoginErrors(result.error);
      setErrors(split.fields);
      focusFirst(split.fields);
      if (split.formLevel !== null) setFormError({ message: split.formLevel });
    } finally {
      setSubmitting(false);
    }
  };

  /** What each field's input takes: its value, change handler, error and ref. */
  const field = (name: TField) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: HTMLInputElement }) => onChange(name, event.currentTarget.value),
    ref: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
  });

  return { field, onSubmit, formError, submitting };
}
