// @page /add-message
import { Text } from '@mantine/core';
import type { TAsset } from '@parley/domain';
import { useState } from 'react';
import { ContentSegment } from '@/components/layout/content-segment';
import { PageContainer } from '@/components/layout/page-container';
import { MessageComposer } from '@/components/message-composer/message-composer';
import { paths } from '@/config/paths';

const SAMPLE = 'Hi %firstname|there%, your order is ready for pickup. Reply STOP to opt out.';

/** /add-message (staff, doc 000 §2): the message composer alone, nothing saved. */
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
    </PageContainer>
  );
}
