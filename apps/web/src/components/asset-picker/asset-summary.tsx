import { Group, Image, Stack, Text } from '@mantine/core';
import { formatFileSize, type TAsset } from '@parley/domain';
import type { ReactNode } from 'react';
import { assetImageSrc } from '@/resources/asset-image';

export const THUMBNAIL_SIZE = 56;

/**
 * An image as the picker lists it (doc 000 §4): its thumbnail (from the portal's own address, assetImageSrc), its name and
 * size. The thumbnail's alt is empty: the name beside it already says what it is.
 */
export function AssetSummary({
  asset,
  extra,
  nameLines = 1,
}: {
  asset: TAsset;
  extra?: ReactNode;
  /** lines the name may take before it is cut (the chosen image, beside Remove, on a phone: 2) */
  nameLines?: number;
}) {
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <Image
        src={assetImageSrc(asset)}
        alt=""
        w={THUMBNAIL_SIZE}
        h={THUMBNAIL_SIZE}
        fit="contain"
        radius="sm"
        bg="gray.1"
        loading="lazy"
        style={{ flex: 'none' }}
      />
      <Stack gap={0} miw={0}>
        {nameLines > 1 ? (
          <Text fw={500} lineClamp={nameLines} style={{ overflowWrap: 'anywhere' }}>
            {asset.name}
          </Text>
        ) : (
          <Text fw={500} truncate="end">
            {asset.name}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {formatFileSize(asset.size)}
        </Text>
        {extra}
      </Stack>
    </Group>
  );
}
