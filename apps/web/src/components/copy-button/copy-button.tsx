import { ActionIcon, CopyButton as MantineCopyButton, Tooltip } from '@mantine/core';
import { COPY_CONFIRM_MS } from '@parley/domain';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** Copies `value`; the icon turns into a check for 1 second (doc 000 §4). */
export function CopyButton({ value, label = 'Copy' }: { value: string; label?: string }) {
  return (
    <MantineCopyButton value={value} timeout={COPY_CONFIRM_MS}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? 'Copied' : label} withArrow position="right">
          <ActionIcon
            variant="subtle"
            color={copied ? 'teal' : 'gray'}
            onClick={copy}
            aria-label={copied ? 'Copied' : label}
          >
            {copied ? <IconCheck size={16} aria-hidden="true" /> : <IconCopy size={16} aria-hidden="true" />}
          </ActionIcon>
        </Tooltip>
      )}
    </MantineCopyButton>
  );
}
