import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SMS_LOGS_PAGE_TEXTS as T, type TMessageFilters } from '@parley/domain';
import { useMemo, useState } from 'react';
import { SERVER_SEARCH_DEBOUNCE_MS } from '@/components/data-table/resource-data-table';
import { DateField } from '@/components/form-fields/dates/date-field';

/** The server takes up to 15 digits (an E.164 number's most): what is typed, digits only. */
const digitsOf = (typed: string) => typed.replace(/\D/g, '').slice(0, 15);

const NO_DAYS = { since: null, until: null };

/**
 * The log's filters beyond its choice columns: digits the sender or recipient contains (asked
 * 500 ms after typing, as a table search is) and a range of whole days (UTC, both inclusive).
 * The values go to the table as its query, and to the export with the choices. A link may set the
 * first days (`initial`).
 */
export function useMessageFilters(initial: { since: string | null; until: string | null } = NO_DAYS) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [since, setSince] = useState<string | null>(initial.since);
  const [until, setUntil] = useState<string | null>(initial.until);
  const [digits] = useDebouncedValue({ from, to }, SERVER_SEARCH_DEBOUNCE_MS);

  const query = useMemo((): TMessageFilters => {
    const q: TMessageFilters = {};
    if (digits.from) q.from = digits.from;
    if (digits.to) q.to = digits.to;
    if (since) q.since = since;
    if (until) q.until = until;
    return q;
  }, [digits.from, digits.to, since, until]);

  const fields = (
    <>
      <TextInput
        size="sm"
        w={140}
        label={T.fromDigits}
        placeholder={T.digitsPlaceholder}
        inputMode="numeric"
        value={from}
        onChange={(event) => setFrom(digitsOf(event.currentTarget.value))}
      />
      <TextInput
        size="sm"
        w={140}
        label={T.toDigits}
        placeholder={T.digitsPlaceholder}
        inputMode="numeric"
        value={to}
        onChange={(event) => setTo(digitsOf(event.currentTarget.value))}
      />
      <DateField
        size="sm"
        w={160}
        label={T.since}
        value={since}
        onChange={setSince}
        {...(until ? { maxDate: until } : {})}
      />
      <DateField
        size="sm"
        w={160}
        label={T.until}
        value={until}
        onChange={setUntil}
        {...(since ? { minDate: since } : {})}
      />
    </>
  );
  return { query, fields, active: Object.keys(query).length > 0 };
}
