import '@mantine/dates/styles.layer.css';
import { Button, Group, Menu, Stack } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { INBOX_PAGE_TEXTS as T } from '@parley/domain';
import { IconChevronDown, IconClock } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useRef, useState } from 'react';
import { AppModal } from '@/components/dialog/app-modal';
import { snoozeUntil, type TSnoozePreset } from './snooze-presets';

const PRESETS: readonly [TSnoozePreset, string][] = [
  ['hour', T.snoozeOneHour],
  ['tomorrow', T.snoozeTomorrow],
  ['nextWeek', T.snoozeNextWeek],
];

/**
 * Snooze: an hour, tomorrow morning, next Monday morning, or a moment picked on a calendar and a
 * clock (in the future: the server refuses a past one). Focus comes back to the button.
 */
export function SnoozeMenu({
  disabled,
  onSnooze,
}: {
  disabled: boolean;
  /** the moment chosen, as ISO 8601 */
  onSnooze: (until: string) => void;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const [picking, setPicking] = useState(false);
  const [value, setValue] = useState<string | null>(null);
  const closePicker = () => {
    setPicking(false);
    // the menu item that opened the dialog is gone with the menu: back to the menu's button
    requestAnimationFrame(() => button.current?.focus());
  };
  const chosen = value ? dayjs(value) : null;
  const valid = chosen !== null && chosen.isValid() && chosen.isAfter(dayjs());
  return (
    <>
      <Menu position="bottom-end" returnFocus withinPortal>
        <Menu.Target>
          <Button
            ref={button}
            size="xs"
            variant="default"
            disabled={disabled}
            leftSection={<IconClock size={14} aria-hidden="true" />}
            rightSection={<IconChevronDown size={14} aria-hidden="true" />}
          >
            {T.snooze}
          </Button>
        </Menu.Target>
        <Menu.Dropdown aria-label={T.snoozeMenu}>
          {PRESETS.map(([preset, label]) => (
            <Menu.Item key={preset} onClick={() => onSnooze(snoozeUntil(preset).toISOString())}>
              {label}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item
            onClick={() => {
              setValue(null);
              setPicking(true);
            }}
          >
            {T.snoozeCustom}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <AppModal opened={picking} onClose={closePicker} title={T.snoozeUntil} returnFocus={false}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!valid) return;
            onSnooze(chosen.toDate().toISOString());
            closePicker();
          }}
        >
          <Stack gap="md">
            <DateTimePicker
              label={T.snoozeUntil}
              value={value}
              onChange={setValue}
              minDate={new Date()}
              valueFormat="MM/DD/YYYY hh:mm A"
              timePickerProps={{ format: '12h' }}
              data-autofocus
              popoverProps={{ withinPortal: false }}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={closePicker}>
                {T.cancel}
              </Button>
              <Button type="submit" disabled={!valid}>
                {T.snoozeConfirm}
              </Button>
            </Group>
          </Stack>
        </form>
      </AppModal>
    </>
  );
}
