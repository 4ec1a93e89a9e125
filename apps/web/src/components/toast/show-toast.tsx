import { List, Stack, Text } from '@mantine/core';
import { MESSAGES, TOAST_MS, joinErrorMessages } from '@parley/domain';
import { IconAlertTriangle, IconCheck, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { TRequestError } from '@/lib/api-client';
import { loadNotifications } from './toast-loader';

export type TToastType = 'success' | 'error' | 'warning';

/** Doc 000 §3: a toast has a type, a header, content, an optional list and a time to fade. */
export interface TToast {
  type: TToastType;
  header: string;
  content?: ReactNode;
  list?: readonly string[];
  /** ms before it hides itself (doc 001 §9: 5000 by default) */
  timeToFade?: number;
}

const LOOK = {
  success: { color: 'green', icon: <IconCheck size={18} aria-hidden="true" /> },
  error: { color: 'red', icon: <IconX size={18} aria-hidden="true" /> },
  warning: { color: 'yellow', icon: <IconAlertTriangle size={18} aria-hidden="true" /> },
} as const;

/** Doc 001 §4: the header is shown capitalised. */
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

let counter = 0;

/** The toast shown for each distinct text, while it may still be on screen. */
const idsByText = new Map<string, string>();

/** Toasts with the same type, header, content and list are one toast; a content that is not text never matches. */
function textKey({ type, header, content, list }: TToast): string | null {
  if (content !== undefined && typeof content !== 'string') return null;
  return JSON.stringify([type, header, content ?? '', list ?? []]);
}

/**
 * Shows a toast and answers its id (for hideToast). The same toast asked for again while it is
 * shown is not stacked a second time: the one on screen stays and its time to fade starts over.
 */
export function showToast(toast: TToast): string {
  const { type, header, content, list, timeToFade = TOAST_MS } = toast;
  const { color, icon } = LOOK[type];
  const key = textKey(toast);
  const id = (key && idsByText.get(key)) || `toast-${++counter}`;
  if (key) idsByText.set(key, id);
  const data = {
    id,
    color,
    icon,
    title: capitalise(header),
    autoClose: timeToFade,
    withBorder: true,
    // Mantine leaves the close button unnamed and writes the message in gray.6 (3.3:1 on white)
    closeButtonProps: { 'aria-label': 'Dismiss' },
    onClose: () => {
      if (key && idsByText.get(key) === id) idsByText.delete(key);
    },
    message: (
      <Stack gap={4} c="var(--mantine-color-text)">
        {content ? <Text size="sm">{content}</Text> : null}
        {list && list.length > 0 ? (
          <List size="sm" spacing={2}>
            {list.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        ) : null}
      </Stack>
    ),
  };
  void loadNotifications().then(({ notifications, notificationsStore }) => {
    const state = notificationsStore.getState();
    const shown = [...state.notifications, ...state.queue].find((n) => n.id === id);
    if (!shown) {
      notifications.show(data);
      return;
    }
    // Mantine restarts a toast's timer only when its autoClose changes (its effect depends on
    // nothing else): a millisecond either way restarts it without anyone seeing the difference.
    const autoClose = shown.autoClose === timeToFade ? timeToFade + 1 : timeToFade;
    notifications.update({ ...data, autoClose });
  });
  return id;
}

export function hideToast(id: string): void {
  void loadNotifications().then(({ notifications }) => notifications.hide(id));
}

/**
 * Doc 001 §8's generic handler: header 'Error', the given message or the errors' messages joined
 * with commas (each with its code when asked), 'Undefined error' when there is nothing to say.
 */
export function showErrorToast(
  error: TRequestError,
  {
    header = 'Error',
    prefix,
    withCodes = false,
  }: { header?: string; prefix?: string; withCodes?: boolean } = {},
): string {
  const text =
    typeof error === 'string' ? error || MESSAGES.undefinedError : joinErrorMessages(error, { withCodes });
  return showToast({ type: 'error', header, content: prefix ? `${prefix} ${text}` : text });
}
