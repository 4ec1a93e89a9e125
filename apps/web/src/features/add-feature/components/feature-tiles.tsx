import { Radio, SimpleGrid, Skeleton, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import type { TFeatureKey } from '@parley/domain';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import type { TFeatureInfo } from '../feature-catalog';
import classes from './add-feature.module.css';

interface TFeatureTilesProps {
  features: readonly TFeatureInfo[];
  value: string;
  onChange: (feature: TFeatureKey) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/** Three a row; four fit on one row, which reads better than three and a lone one. */
const columns = (count: number) => ({ base: 2, xs: count === 4 ? 4 : 3 });

/** One tile (icon and title) per feature still to add; a radio group, so arrows move between them. */
export function FeatureTiles({ features, value, onChange, error, disabled = false }: TFeatureTilesProps) {
  return (
    <Radio.Group
      name="feature"
      label="Available features"
      value={value}
      onChange={(next) => onChange(next as TFeatureKey)}
      error={error}
      styles={{ label: { marginBottom: 'var(--mantine-spacing-xs)' } }}
    >
      <SimpleGrid cols={columns(features.length)} spacing="sm">
        {features.map((feature) => {
          const Icon = feature.icon;
          const checked = value === feature.key;
          return (
            <Radio.Card
              key={feature.key}
              value={feature.key}
              className={classes.tile}
              radius="md"
              disabled={disabled}
              pos="relative"
            >
              {checked ? (
                <IconCircleCheckFilled size={18} className={classes.tileCheck} aria-hidden="true" />
              ) : null}
              <ThemeIcon size={40} radius="md" variant="light" color={feature.color} aria-hidden="true">
                <Icon size={22} stroke={1.6} />
              </ThemeIcon>
              <Text size="sm" fw={600} lh={1.25}>
                {feature.title}
              </Text>
            </Radio.Card>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}

/** The tiles' place while configuration and prices load. */
export function FeatureTilesLoading() {
  return (
    <div role="status" aria-live="polite" aria-busy="true">
      <VisuallyHidden>Loading the features you can add…</VisuallyHidden>
      <Skeleton height={14} width={130} radius="sm" mb="xs" />
      <SimpleGrid cols={columns(6)} spacing="sm" aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={96} radius="md" />
        ))}
      </SimpleGrid>
    </div>
  );
}
