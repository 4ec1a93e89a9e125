import { Divider, Group, Stack, Text } from '@mantine/core';
import { NUMBER_TYPE_LABELS, type TNumber } from '@parley/domain';
import { capabilitiesText, locationText, phoneText } from './number-format';
import { CallerNameSection } from './caller-name-section';
import { NumberForm } from './number-form';
import { NumberStatusBadge } from './number-status-badge';

/**
 * The number drawer: which number (its type, place, capabilities and order status), the form of
 * what may change, and its caller name, asked for on its own (a review, not a save).
 */
export function NumberEditor({
  item,
  onSaved,
  onCancel,
}: {
  item: TNumber;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const place = locationText(item.locality, item.state);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Group gap="xs">
          <Text fw={600} size="lg">
            {phoneText(item.phoneNumber)}
          </Text>
          <NumberStatusBadge status={item.status} />
        </Group>
        <Text size="sm" c="dimmed">
          {[NUMBER_TYPE_LABELS[item.numberType], place, capabilitiesText(item.capabilities)]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Stack>
      <NumberForm item={item} onSaved={onSaved} onCancel={onCancel} />
      <Divider />
      <CallerNameSection item={item} />
    </Stack>
  );
}
