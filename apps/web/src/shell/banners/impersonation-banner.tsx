import { Alert, Button, Group, Text } from '@mantine/core';
import { useSessionStorage } from '@mantine/hooks';
import { OUR_MESSAGES, fillText } from '@parley/domain';
import { IconSwitchHorizontal } from '@tabler/icons-react';
import { isImpersonating } from '@/config/nav';
import { useSignedInSession } from '@/lib/session';
import { useSwitchBack } from '../use-switch-back';

/** Doc 000 §4: while acting as another account, Switch back or Hide (for this browser session). */
export function ImpersonationBanner() {
  const session = useSignedInSession();
  const switchBack = useSwitchBack();
  // the account it was hidden for: acting as another one shows it again
  const [hiddenFor, setHiddenFor] = useSessionStorage({
    key: 'parley_impersonation_hidden',
    defaultValue: '',
  });
  if (!isImpersonating(session) || hiddenFor === session.accountId) return null;
  return (
    <Alert
      color="violet"
      variant="light"
      icon={<IconSwitchHorizontal aria-hidden="true" />}
      title="Acting as another account"
      aria-label="Acting as another account"
      mb="sm"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{fillText(OUR_MESSAGES.impersonating, { account: session.companyName })}</Text>
        <Group gap="xs">
          <Button size="xs" color="violet" loading={switchBack.busy} onClick={() => void switchBack.run()}>
            Switch back
          </Button>
          <Button size="xs" variant="subtle" color="violet" onClick={() => setHiddenFor(session.accountId)}>
            Hide
          </Button>
        </Group>
      </Group>
    </Alert>
  );
}
