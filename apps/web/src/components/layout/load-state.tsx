import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { LAYOUT_TEXTS as T } from '@parley/domain';
import { IconAlertCircle } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

interface TLoadStateProps {
  failed: boolean;
  /** said while loading (to a screen reader, beside the spinner) */
  loading: string;
  /** said when the load failed */
  failure: string;
  onRetry: () => void;
}

/** A part of the page still loading, or failed to load with a way to ask again. */
export function LoadState({ failed, loading, failure, onRetry }: TLoadStateProps) {
  if (failed)
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />}>
        <Group justify="space-between" gap="sm">
          <Text size="sm">{failure}</Text>
          <Button size="xs" variant="default" onClick={onRetry}>
            {T.tryAgain}
          </Button>
        </Group>
      </Alert>
    );
  return (
    <Group gap="xs" role="status">
      <Loader size="sm" aria-hidden="true" />
      <Text size="sm" c="dimmed">
        {loading}
      </Text>
    </Group>
  );
}

interface TLoadedProps<T> {
  query: Pick<UseQueryResult<T>, 'data' | 'isError' | 'refetch'>;
  loading: string;
  failure: string;
  children: (data: T) => ReactNode;
}

/** A query's part of a page: drawn from its data once it came, else its LoadState. */
export function Loaded<T>({ query, loading, failure, children }: TLoadedProps<T>) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  return (
    <LoadState
      failed={query.isError}
      loading={loading}
      failure={failure}
      onRetry={() => void query.refetch()}
    />
  );
}
