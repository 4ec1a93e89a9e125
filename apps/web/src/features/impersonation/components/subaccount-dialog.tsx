import { Alert, Badge, Button, Group, Loader, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { OUR_MESSAGES, type TSubAccount, fillText } from '@parley/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AppModal } from '@/components/dialog/app-modal';
import { showErrorToast, showToast } from '@/components/toast/show-toast';
import { homePathFor } from '@/config/nav';
import { useSession, useSignedInSession } from '@/lib/session';
import { useSubaccounts } from '../api/get-subaccounts';

/** Lists the account's sub-accounts; "Act as" starts an impersonation through the server (doc 000 §4). */
export function SubaccountDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const session = useSignedInSession();
  const { impersonate } = useSession();
  const navigate = useNavigate();
  const list = useSubaccounts(session.accountId, opened);
  const [busy, setBusy] = useState<string | null>(null);

  const actAs = async (account: TSubAccount) => {
    setBusy(account.accountSid);
    const result = await impersonate(account.accountSid);
    setBusy(null);
    if (!result.ok) {
      showErrorToast(result.error);
      return;
    }
    onClose();
    showToast({
      type: 'success',
      header: 'Acting as another account',
      content: fillText(OUR_MESSAGES.impersonationStarted, { account: account.name }),
    });
    // straight to the account's home, not through '/': the frame (and the menu button that gets
    // focus back) stays mounted
    void navigate(homePathFor(result.value));
  };

  return (
    <AppModal opened={opened} onClose={onClose} title="Act as a sub-account" size="lg">
      {list.isPending ? (
        <Group justify="center" p="md">
          <Loader size="sm" role="status" aria-label="Loading sub-accounts" />
        </Group>
      ) : list.isError ? (
        <Alert color="red" role="alert">
          {list.error.message}
        </Alert>
      ) : list.data.length === 0 ? (
        <Text>{OUR_MESSAGES.noSubAccounts}</Text>
      ) : (
        <Stack gap="xs">
          <Table verticalSpacing="xs" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Account</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Action</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((account) => (
                <Table.Tr key={account.accountSid}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {account.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {account.companyName}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {/* filled dark shades: Mantine's light green badge is 2.1:1, its darkest green text 4:1 */}
                    <Badge variant="filled" color={account.status === 'active' ? 'teal.9' : 'gray.7'}>
                      {account.status}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Button
                      size="xs"
                      onClick={() => void actAs(account)}
                      loading={busy === account.accountSid}
                      disabled={account.status === 'closed' || (busy !== null && busy !== account.accountSid)}
                      aria-label={`Act as ${account.name}`}
                    >
                      Act as
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
    </AppModal>
  );
}
