import { Alert, Anchor, Stack, Title } from '@mantine/core';
import { TEMPLATE_PAGES_TEXTS as T, type TTemplate } from '@parley/domain';
import { Link } from 'react-router';
import { MessageComposer } from '@/components/message-composer/message-composer';

const ignore = () => {};

/**
 * A template for a reader without template-write: its title, and the composer disabled with its
 * counters and preview, so what would be sent can be read but not changed (the server refuses a
 * change from this caller anyway).
 */
export function TemplateView({ template }: { template: TTemplate }) {
  return (
    <Stack gap="lg">
      <Alert color="gray" variant="light">
        {T.readOnly}{' '}
        <Anchor component={Link} to="/templates">
          {T.back}
        </Anchor>
      </Alert>
      <Title order={2} size="h3">
        {template.templateTitle}
      </Title>
      <MessageComposer
        value={template.content}
        onChange={ignore}
        asset={template.asset}
        onAssetChange={ignore}
        disabled
      />
    </Stack>
  );
}
