import { Radio, SimpleGrid, Skeleton, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import type { TFeatureKey } from '@parley/domain';
import type { KeyboardEvent } from 'react';
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

/**
 * One tile (icon and title) per feature still to add, used as a radio group is: one Tab stop (the
 * chosen tile, or the first while none is), arrows move and choose (Mantine's Radio.Card), Home
 * and End go to the first and the last.
 */
export function FeatureTiles({ features, value, onChange, error, disabled = false }: TFeatureTilesProps) {
  const tabStop = features.some((f) => f.key === value) ? value : features[0]?.key;
  const jump = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'Home' && event.key !== 'End') return;
    const target = event.key === 'Home' ? features[0] : features[features.length - 1];
    if (!target) return;
    event.preventDefault();
    onChange(target.key);
    const group = event.currentTarget.closest('[role="radiogroup"]');
    group?.querySelector<HTMLElement>(`[data-feature="${target.key}"]`)?.focus();
  };
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
              data-feature={feature.key}
              tabIndex={feature.key === tabStop ? 0 : -1}
              onKeyDown={jump}
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
