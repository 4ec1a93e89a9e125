// @page /supportplan
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { OUR_MESSAGES } from '@parley/domain';
import { PageContainer } from '@/components/layout/page-container';
import { usePortalConfig } from '@/resources/portal-config';
import { useSignedInSession } from '@/lib/session';

/** /supportplan: the plan from the account's configuration (support_plan); the guard keeps it to parent accounts. */
export function Component() {
  const session = useSignedInSession();
  const config = usePortalConfig();
  const plan = session.accountConfig.support_plan?.trim();
  const links = config.data?.links;
  return (
    <PageContainer title="Support Plan">
      <Paper withBorder p="lg" radius="md" maw={640}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {session.companyName}
          </Title>
          {plan ? <Text>{plan}</Text> : <Text c="dimmed">{OUR_MESSAGES.supportPlanMissing}</Text>}
          {links ? (
            <Text size="sm">
              Support: <Anchor href={`mailto:${links.supportEmail}`}>{links.supportEmail}</Anchor>
            </Text>
          ) : null}
        </Stack>
      </Paper>
    </PageContainer>
  );
}
