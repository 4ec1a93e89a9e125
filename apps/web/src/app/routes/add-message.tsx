// @page /add-message
import { Text, Title } from '@mantine/core';
import { SEND_MESSAGE_TEXTS, type TAsset } from '@parley/domain';
import { useState } from 'react';
import { ContentSegment } from '@/components/layout/content-segment';
import { PageContainer } from '@/components/layout/page-container';
import { MessageComposer } from '@/components/message-composer/message-composer';
import { SendMessageForm } from '@/components/send-message/send-message-form';
import { paths } from '@/config/paths';

const SAMPLE = 'Hi %firstname|there%, your order is ready for pickup. Reply STOP to opt out.';

/**
 * /add-message (staff, doc 000 §2): the message composer, and sending what it holds for real
 * (issue 28): from a number of the account to a number typed, its image as an MMS.
 */
export function Component() {
  const [content, setContent] = useState(SAMPLE);
  const [asset, setAsset] = useState<TAsset | null>(null);
  return (
    <PageContainer
      title="Add message"
      width={16}
      breadcrumbs={[{ label: 'Developer pages', to: paths.dev }, { label: 'Add message' }]}
    >
      <Text c="dimmed">The message composer on its own: nothing typed here is saved.</Text>
      <ContentSegment>
        <MessageComposer value={content} onChange={setContent} asset={asset} onAssetChange={setAsset} />
      </ContentSegment>
      <ContentSegment aria-label={SEND_MESSAGE_TEXTS.developerTitle}>
        <Title order={2} size="h4" mb={4}>
          {SEND_MESSAGE_TEXTS.developerTitle}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {SEND_MESSAGE_TEXTS.developerIntro}
        </Text>
        <SendMessageForm
          content={{ kind: 'body', body: content, mediaAssetId: asset?.id ?? null }}
          label={SEND_MESSAGE_TEXTS.developerTitle}
        />
      </ContentSegment>
    </PageContainer>
  );
}
