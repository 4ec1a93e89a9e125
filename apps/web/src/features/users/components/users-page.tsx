import { Alert, Anchor, Badge, Group, Loader, SegmentedControl, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { MESSAGES, type TUser } from '@parley/domain';
import { useState } from 'react';
import { Link, generatePath } from 'react-router';
import { PageContainer } from '@/components/layout/page-container';
import { paths } from '@/config/paths';
import { users } from '@/resources/users';

type TStatusChoice = 'active' | 'inactive' | 'all';
const STATUS_CHOICES: { label: string; value: TStatusChoice }[] = [
  { label: 'Active', value: 'active' },
  { label: 'Inactive', value: 'inactive' },
  { label: 'All', value: 'all' },
];

/** doc 001 §9: text search waits 500 ms after typing */
const SEARCH_DEBOUNCE_MS = 500;

/**
 * /users/{accountId}: the account's users, searched and filtered by the server through the users
 * resource. A plain table for now; the data table of issue 13 replaces it.
 */
export function UsersPage({ accountId }: { accountId: string }) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<TStatusChoice>('active');
  const [q] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const list = users.useAll({ ...(q ? { q } : {}), ...(status === 'all' ? {} : { status }) });

  return (
    <PageContainer title="Users">
      <Group align="end" gap="md" wrap="wrap">
        <TextInput
          label="Search users"
          placeholder="Name or username"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={280}
        />
        <SegmentedControl
          aria-label="User status"
          data={STATUS_CHOICES}
          value={status}
          onChange={(v) => setStatus(v as TStatusChoice)}
        />
      </Group>
      {list.isPending ? (
        <Loader size="sm" role="status" aria-label="Loading users" />
      ) : list.isError ? (
        <Alert color="red" role="alert">
          {list.error.message}
        </Alert>
      ) : list.data.length === 0 ? (
        <Text c="dimmed">{MESSAGES.noResultsFound}</Text>
      ) : (
        <UsersTable accountId={accountId} rows={list.data} />
      )}
    </PageContainer>
  );
}

function UsersTable({ accountId, rows }: { accountId: string; rows: TUser[] }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover aria-label="Users of the account">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">Username</Table.Th>
            <Table.Th scope="col">Roles</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((u) => (
            <Table.Tr key={u.clientId}>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={generatePath(paths.profile, { accountId, clientId: u.clientId })}
                >
                  {u.displayName}
                </Anchor>
              </Table.Td>
              <Table.Td>{u.username}</Table.Td>
              <Table.Td>{u.roles.join(', ')}</Table.Td>
              <Table.Td>
                <Badge variant="dot" color={u.status === 'active' ? 'green' : 'gray'}>
                  {u.status === 'active' ? 'Active' : 'Inactive'}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
