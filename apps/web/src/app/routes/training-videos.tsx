// @page /trainingVideos
import { Anchor, Badge, Group, Loader, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { OUR_MESSAGES } from '@parley/domain';
import { IconPlayerPlay } from '@tabler/icons-react';
import { PageContainer } from '@/components/layout/page-container';
import { usePortalConfig } from '@/resources/portal-config';

/** /trainingVideos: the training videos the server's configuration lists. */
export function Component() {
  const config = usePortalConfig();
  const videos = config.data?.links.trainingVideos;
  return (
    <PageContainer title="Training Videos">
      {config.isPending ? (
        <Loader size="sm" role="status" aria-label="Loading training videos" />
      ) : !videos || videos.length === 0 ? (
        <Text c="dimmed">{OUR_MESSAGES.trainingVideosEmpty}</Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} maw={720}>
          {videos.map((video) => (
            <Paper component="li" key={video.url} withBorder p="md" radius="md">
              <Group justify="space-between" wrap="nowrap">
                <Group gap="sm" wrap="nowrap" miw={0}>
                  <IconPlayerPlay size={20} aria-hidden="true" style={{ flex: 'none' }} />
                  <Anchor href={video.url} target="_blank" rel="noopener noreferrer" fw={500}>
                    {video.title}
                    <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                  </Anchor>
                </Group>
                {video.minutes ? (
                  // the length is read whole at any width ('6…' at 320 px was no length): the
                  // title wraps instead
                  <Badge variant="light" color="gray" flex="none">
                    {video.minutes} min
                  </Badge>
                ) : null}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </PageContainer>
  );
}
