// @page /dev/phone-preview
import { Group, SegmentedControl, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { PHONE_TARGET_NAMES, PHONE_VIEW_NAMES, type TPhoneTarget, type TPhoneView } from '@parley/domain';
import { useState, type ReactNode } from 'react';
import { ContentSegment } from '@/components/layout/content-segment';
import { PageContainer } from '@/components/layout/page-container';
import { SubHeader } from '@/components/layout/sub-header';
import { FloatingAddButton } from '@/components/phone-preview/floating-add-button';
import { MessagePreview } from '@/components/phone-preview/message-preview';
import { AppStrip, MessageInputBar, MessagingAppIcon } from '@/components/phone-preview/mockups';
import { NotificationLabel } from '@/components/phone-preview/notification-label';
import { PreviewAvatar } from '@/components/phone-preview/preview-avatar';
import { PreviewToolbar } from '@/components/phone-preview/preview-toolbar';
import { StatusBar } from '@/components/phone-preview/status-bar';
import { useCurrentTime } from '@/components/phone-preview/use-current-time';
import { paths } from '@/config/paths';

const SAMPLE_TEXT =
  'Hi Sam, your table for 4 at Harbor Grill is confirmed for Friday at 7:30 PM. Reply C to cancel or STOP to opt out.';

/** A picture drawn here (no download): what a coupon MMS might carry. */
const SAMPLE_MEDIA = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4338ca"/><stop offset="1" stop-color="#db2777"/></linearGradient></defs>
  <rect width="320" height="200" rx="18" fill="url(#g)"/>
  <circle cx="268" cy="40" r="60" fill="#ffffff" opacity="0.12"/>
  <text x="28" y="92" font-family="system-ui, sans-serif" font-size="46" font-weight="800" fill="#fff">20% OFF</text>
  <text x="30" y="132" font-family="system-ui, sans-serif" font-size="20" fill="#fff">code HARBOR20</text>
</svg>`,
)}`;

/** Blocked by the page's own content policy, as any outside image is: it cannot be previewed. */
const BROKEN_MEDIA = 'https://media.example.invalid/coupon.png';

const REPUTATION_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40">
  <rect width="120" height="40" rx="8" fill="#e7f5ec"/>
  <circle cx="20" cy="20" r="11" fill="#1f9d45"/><path d="M14 20l4 4 8-8" stroke="#fff" stroke-width="3" fill="none"/>
  <text x="38" y="25" font-family="system-ui, sans-serif" font-size="13" font-weight="700" fill="#14532d">Verified</text>
</svg>`,
)}`;

function Example({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6} align="center" maw="100%">
      {/* two lines kept for every title, so the phones of a row line up */}
      <Text fw={600} size="sm" ta="center" maw={232} mih={42}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/** A live preview: type, and pick the target and the view. */
function LivePreview() {
  const [text, setText] = useState(SAMPLE_TEXT);
  const [mediaUrl, setMediaUrl] = useState('');
  const [target, setTarget] = useState<TPhoneTarget>('android');
  const [view, setView] = useState<TPhoneView>('home');
  return (
    <Group align="flex-start" justify="center" gap="xl" wrap="wrap">
      <Stack gap="sm" style={{ flex: '1 1 280px', maxWidth: 420 }}>
        <Textarea
          label="Template text"
          autosize
          minRows={4}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <TextInput
          label="Media URL"
          description="Try a broken address: it cannot be previewed."
          value={mediaUrl}
          onChange={(e) => setMediaUrl(e.currentTarget.value)}
        />
        <SegmentedControl
          aria-label="Target"
          value={target}
          onChange={(value) => setTarget(value as TPhoneTarget)}
          data={(['android', 'ios'] as const).map((value) => ({ value, label: PHONE_TARGET_NAMES[value] }))}
        />
        <SegmentedControl
          aria-label="View"
          value={view}
          onChange={(value) => setView(value as TPhoneView)}
          data={(['home', 'messages'] as const).map((value) => ({ value, label: PHONE_VIEW_NAMES[value] }))}
        />
      </Stack>
      <MessagePreview text={text} mediaUrl={mediaUrl || undefined} target={target} view={view} />
    </Group>
  );
}

/** /dev/phone-preview: every target, view and state of the phone previews (doc 001 §1, §2). */
export function Component() {
  const now = useCurrentTime();
  return (
    <PageContainer
      title="Phone previews"
      width={16}
      breadcrumbs={[{ label: 'Developer pages', to: paths.dev }, { label: 'Phone previews' }]}
    >
      <ContentSegment>
        <Stack gap="md">
          <SubHeader title="Try it" />
          <LivePreview />
        </Stack>
      </ContentSegment>

      <ContentSegment>
        <Stack gap="md">
          <SubHeader title="Both targets, both views" />
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="lg">
            <Example title="Android · Home">
              <MessagePreview text={SAMPLE_TEXT} />
            </Example>
            <Example title="Android · Messages + media">
              <MessagePreview text={SAMPLE_TEXT} view="messages" mediaUrl={SAMPLE_MEDIA} />
            </Example>
            <Example title="iOS · Home">
              <MessagePreview text={SAMPLE_TEXT} target="ios" />
            </Example>
            <Example title="iOS · Messages + media">
              <MessagePreview text={SAMPLE_TEXT} target="ios" view="messages" mediaUrl={SAMPLE_MEDIA} />
            </Example>
          </SimpleGrid>
        </Stack>
      </ContentSegment>

      <ContentSegment>
        <Stack gap="md">
          <SubHeader title="States" />
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="lg">
            <Example title="Empty text">
              <MessagePreview text="" />
            </Example>
            <Example title="Without media">
              <MessagePreview text={SAMPLE_TEXT} view="messages" />
            </Example>
            <Example title="Broken media URL">
              <MessagePreview text={SAMPLE_TEXT} view="messages" target="ios" mediaUrl={BROKEN_MEDIA} />
            </Example>
            <Example title="Empty text, media">
              <MessagePreview text="" view="messages" target="ios" mediaUrl={SAMPLE_MEDIA} />
            </Example>
            <Example title="Reputation, 1 failed (412 px)">
              <MessagePreview
                text={SAMPLE_TEXT}
                target="ios"
                reputationCheck
                imgUrl={REPUTATION_IMAGE}
                callerName="Harbor Grill"
                failedReputation={['Flagged by Carrier A']}
              />
            </Example>
            <Example title="iOS result, 2 failed (480 px)">
              <MessagePreview
                text={SAMPLE_TEXT}
                target="ios"
                view="messages"
                result={{
                  reputation_check: true,
                  img_url: REPUTATION_IMAGE,
                  caller_name: 'Harbor Grill',
                  failed_reputation: ['Flagged by Carrier A', 'Spam likely on Carrier B'],
                }}
              />
            </Example>
            <Example title="Android, 2 failed (480 px)">
              <MessagePreview
                text={SAMPLE_TEXT}
                reputationCheck
                imgUrl={REPUTATION_IMAGE}
                failedReputation={['Flagged by Carrier A', 'Spam likely on Carrier B']}
              />
            </Example>
          </SimpleGrid>
        </Stack>
      </ContentSegment>

      <ContentSegment>
        <Stack gap="md">
          <SubHeader title="Parts and decorative mock-ups" />
          <Group gap="lg" align="center" wrap="wrap">
            <Example title="Status bar, white">
              <div style={{ background: '#27338f', width: 232, borderRadius: 8 }}>
                <StatusBar color="white" time={now} />
              </div>
            </Example>
            <Example title="Status bar, dark grey">
              <div style={{ background: '#fff', width: 232, border: '1px solid #dee2e6', borderRadius: 8 }}>
                <StatusBar time={now} target="ios" />
              </div>
            </Example>
            <Example title="Toolbar">
              <div style={{ width: 232, border: '1px solid #dee2e6' }}>
                <PreviewToolbar title="(312) 555-0123" />
              </div>
            </Example>
            <Example title="Notification label">
              <div
                style={{
                  width: 200,
                  padding: 8,
                  background: '#fff',
                  border: '1px solid #dee2e6',
                  borderRadius: 12,
                }}
              >
                <NotificationLabel />
              </div>
            </Example>
            <Example title="Avatar">
              <PreviewAvatar size={40} />
            </Example>
            <Example title="Floating add button">
              <FloatingAddButton />
            </Example>
            <Example title="Messaging app icon (60 × 60)">
              <MessagingAppIcon />
            </Example>
          </Group>
          <Group gap="lg" align="flex-end" wrap="wrap">
            <Example title="Message input bar (375 × 44)">
              {/* the spec's 375 px, shrunk to fit a phone's page */}
              <div style={{ border: '1px solid #dee2e6', maxWidth: '100%' }}>
                <MessageInputBar />
              </div>
            </Example>
            <Example title="App strip (375 × 25)">
              <div style={{ background: '#c5cae9', maxWidth: '100%' }}>
                <AppStrip />
              </div>
            </Example>
          </Group>
        </Stack>
      </ContentSegment>
    </PageContainer>
  );
}
