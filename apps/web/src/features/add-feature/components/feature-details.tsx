import { Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { TRate } from '@parley/domain';
import { IconCheck, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { TDialogLinks } from '../api/get-dialog-links';
import type { TFeatureInfo } from '../feature-catalog';
import classes from './add-feature.module.css';
import { FeaturePrice } from './feature-price';

interface TFeatureDetailsProps {
  feature: TFeatureInfo;
  rates: readonly TRate[];
  sansNumber: string;
  /** the portal's links: what a feature unlocks in the sidebar is promised only when configured */
  links: TDialogLinks | null;
  /** the feature's own inputs and its terms */
  children?: ReactNode;
}

/** The chosen feature: what it is, what it costs, what it unlocks, then what it needs from the user. */
export function FeatureDetails({ feature, rates, sansNumber, links, children }: TFeatureDetailsProps) {
  const Icon = feature.icon;
  const { unlocks } = feature;
  const unlocksText =
    typeof unlocks === 'string' ? unlocks : links?.[unlocks.app] ? unlocks.linked : unlocks.unlinked;
  const headingId = `add-feature-${feature.key}-heading`;
  return (
    <section className={classes.details} aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="center">
          <ThemeIcon size={36} radius="md" variant="filled" color={feature.color} aria-hidden="true">
            <Icon size={20} stroke={1.8} />
          </ThemeIcon>
          <Stack gap={0} miw={0}>
            <Title order={3} size="h4" id={headingId}>
              {feature.title}
            </Title>
            <FeaturePrice feature={feature.key} rates={rates} sansNumber={sansNumber} />
          </Stack>
        </Group>
        <Text size="sm">{feature.summary}</Text>
        <List
          size="sm"
          spacing={4}
          icon={
            <ThemeIcon size={18} radius="xl" variant="light" color="green" aria-hidden="true">
              <IconCheck size={12} stroke={2.5} />
            </ThemeIcon>
          }
        >
          {feature.highlights.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconInfoCircle size={16} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="xs" c="dimmed">
            {unlocksText}
          </Text>
        </Group>
        {children}
      </Stack>
    </section>
  );
}
