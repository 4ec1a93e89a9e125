import { Anchor, List, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { OUR_MESSAGES } from '@parley/domain';
import { CenteredPage } from '@/components/layout/centered-page';

/** Doc 000 §2: the browsers to use instead, each with where to get it. */
export const RECOMMENDED_BROWSERS = [
  { name: 'Chrome', url: 'https://www.google.com/chrome/' },
  { name: 'Firefox', url: 'https://www.mozilla.org/firefox/' },
  { name: 'Safari', url: 'https://www.apple.com/safari/' },
  { name: 'Edge', url: 'https://www.microsoft.com/edge' },
] as const;

export function UnsupportedBrowserPage() {
  return (
    <CenteredPage title="Unsupported browser">
      <Stack gap="md">
        <Title order={1} size="h2">
          Your browser is not supported
        </Title>
        <Text>{OUR_MESSAGES.unsupportedBrowser}</Text>
        <List spacing="xs">
          {RECOMMENDED_BROWSERS.map((browser) => (
            <List.Item key={browser.name}>
              <Anchor href={browser.url} target="_blank" rel="noopener noreferrer">
                {browser.name}
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </Anchor>
            </List.Item>
          ))}
        </List>
      </Stack>
    </CenteredPage>
  );
}
