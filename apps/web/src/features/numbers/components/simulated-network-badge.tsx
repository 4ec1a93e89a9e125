import { Badge, Popover, Text, UnstyledButton } from '@mantine/core';
import { SIMULATED_NETWORK_TEXTS as T } from '@parley/domain';
import { IconInfoCircle } from '@tabler/icons-react';

/**
 * Issue 26: every Numbers page says its numbers come from the simulated network, where a user
 * would otherwise think a real carrier is involved. A button, so the explanation opens by
 * keyboard and by touch as well as by mouse (a tooltip would hide it from both).
 */
export function SimulatedNetworkBadge() {
  return (
    <Popover width={320} position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <UnstyledButton aria-label={`${T.label}: what this means`}>
          <Badge
            component="span"
            variant="light"
            color="grape"
            size="lg"
            leftSection={<IconInfoCircle size={14} aria-hidden="true" />}
          >
            {T.label}
          </Badge>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm">{T.explanation}</Text>
      </Popover.Dropdown>
    </Popover>
  );
}
