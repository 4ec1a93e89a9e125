import { useState } from 'react';

/**
 * A NumberInput's text between the form's numbers. Mantine hands a string while the text is not
 * a number yet ('-', '12.', ''); the form keeps null then. Fed back as the input's value, that
 * null would wipe what is being typed ('-12.' → '' → '$5'), so the input keeps its own text and
 * takes the form's value only when the form changes it (a reset, a saved value).
 */
export function useNumberDraft(value: number | null, onChange: (value: number | null) => void) {
  const [draft, setDraft] = useState<number | string>(value ?? '');
  const [seen, setSeen] = useState<number | null>(value);
  if (value !== seen) {
    setSeen(value);
    setDraft(value ?? '');
  }
  const change = (next: number | string) => {
    const number = typeof next === 'number' ? next : null;
    setDraft(next);
    setSeen(number);
    onChange(number);
  };
  return { draft, change };
}
