import { Group, Text } from '@mantine/core';
import { ASSET_READ, INBOX_PAGE_TEXTS as T } from '@parley/domain';
import { IconPhoto } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCan } from '@/lib/authorization';
import { assetImageSrc } from '@/resources/asset-image';
import { assets } from '@/resources/assets';
import classes from './inbox.module.css';

const READS_ASSETS = { rule: ASSET_READ };

/** A mark where the image is when it cannot be shown (no asset-read, or it was deleted). */
function Attached() {
  return (
    <Group gap={4} c="dimmed">
      <IconPhoto size={16} aria-hidden="true" />
      <Text size="xs">{T.imageAttached}</Text>
    </Group>
  );
}

/**
 * A message's image, from the portal's own /media/ address as the asset library shows it
 * (resources/asset-image.ts); a box of fixed height, so the timeline's rows do not jump as
 * images arrive. A user who may not read the library (an agent) sees that there is one.
 */
export function MessageImage({ assetId }: { assetId: string }) {
  const allowed = useCan(READS_ASSETS);
  const asset = useQuery({ ...assets.oneQueryOptions(assetId), enabled: allowed, staleTime: Infinity });
  if (!asset.data) return <Attached />;
  return <img className={classes.image} src={assetImageSrc(asset.data)} alt={T.imageAlt} loading="lazy" />;
}
