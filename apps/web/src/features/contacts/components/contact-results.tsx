import { Alert, Loader, Stack, Text } from '@mantine/core';
import { CONTACT_SEARCH_MIN_CHARACTERS, MESSAGES, OUR_MESSAGES, type TContact } from '@parley/domain';
import { useContacts } from '../contacts-provider';
import { usePhoneSearch } from '@/resources/contacts';
import { ArchivedHint } from './archived-hint';
import { ContactList } from './contact-list';

interface TContactResultsProps {
  /** what is in the search box */
  typed: string;
  editable: boolean;
  onEdit: (contact: TContact) => void;
  onDelete: (contact: TContact) => void;
}

/**
 * Below 5 characters, the newest contacts ('No contacts exist' when there are none); from 5 on,
 * the phone search's results, 'No results found', its refusal past 5,000 matches, or the
 * archived-contact hint of doc 001 §8.
 */
export function ContactResults({ typed, editable, onEdit, onDelete }: TContactResultsProps) {
  const { newest, hasContacts } = useContacts();
  const { active, fragment, query } = usePhoneSearch(typed);
  const list = (label: string, rows: readonly TContact[]) => (
    <ContactList label={label} rows={rows} editable={editable} onEdit={onEdit} onDelete={onDelete} />
  );

  if (!active) {
    if (newest.loading) return <Loader size="sm" role="status" aria-label="Loading contacts" />;
    if (newest.error)
      return (
        <Alert color="red" role="alert">
          {newest.error.message}
        </Alert>
      );
    if (hasContacts === false) return <Text c="dimmed">{MESSAGES.noContacts}</Text>;
    return (
      <Stack gap="xs">
        <Text c="dimmed" size="sm">
          {fragment.length > 0 && fragment.length < CONTACT_SEARCH_MIN_CHARACTERS
            ? OUR_MESSAGES.contactSearchHint
            : 'The newest contacts. ' + OUR_MESSAGES.contactSearchHint}
        </Text>
        {list('Newest contacts', newest.data)}
      </Stack>
    );
  }

  if (query.isPending) return <Loader size="sm" role="status" aria-label="Searching contacts" />;
  if (query.isError)
    return (
      <Alert color="red" role="alert">
        {query.error.message}
      </Alert>
    );
  const { payload, total, notice, archivedMatches } = query.data;
  return (
    <Stack gap="xs" aria-busy={query.isFetching}>
      {notice ? <ArchivedHint notice={notice} matches={archivedMatches} editable={editable} /> : null}
      {payload.length === 0 ? (
        <Text c="dimmed">{MESSAGES.noResultsFound}</Text>
      ) : (
        <>
          <Text c="dimmed" size="sm" role="status">
            {total === 1 ? '1 contact' : `${total.toLocaleString('en-US')} contacts`} with {fragment} in the
            number.
          </Text>
          {list('Contacts found', payload)}
        </>
      )}
    </Stack>
  );
}
