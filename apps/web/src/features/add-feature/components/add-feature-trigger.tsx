import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { ADD_FEATURE_TEXT, isFeatureKey, rule } from '@parley/domain';
import { IconSquarePlus } from '@tabler/icons-react';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useIsMobile } from '@/components/layout/use-is-mobile';
import type { TAccess } from '@/config/nav';
import { useCan } from '@/lib/authorization';
import { showFailureToast } from '@/components/toast/query-feedback';
import { showKeptEnabledNotice } from '../enabled-notice';
import { reloadWithoutQuery } from '../reload-without-query';

// The dialog (tiles, copy, form, prices) loads when it first opens, not with every signed-in page.
const AddFeatureDialog = lazy(() =>
  import('./add-feature-dialog').then((module) => ({ default: module.AddFeatureDialog })),
);

/** Doc 000 §6: only a signed-in account user holding add-feature sees the dialog. */
export const ADD_FEATURE_ACCESS: TAccess = { rule: rule.all('add-feature') };

/** The address parameter that opens the dialog on a feature (doc 000 §2). */
export const ENABLE_FEATURE_PARAM = 'enableFeature';

/**
 * The header's Add Feature trigger and its dialog. Also shows, once, the success toast a
 * just-finished enable kept across its reload.
 */
export function AddFeatureTrigger({ label = ADD_FEATURE_TEXT.trigger }: { label?: string }) {
  useEffect(() => showKeptEnabledNotice(), []);
  if (!useCan(ADD_FEATURE_ACCESS)) return null;
  return <AddFeatureLauncher label={label} />;
}

function AddFeatureLauncher({ label }: { label: string }) {
  const [params] = useSearchParams();
  const requested = params.get(ENABLE_FEATURE_PARAM);
  const fromAddress = requested !== null;
  const [openedByUser, setOpenedByUser] = useState(false);
  const mobile = useIsMobile();
  useUnsupportedFeatureToast(requested);

  const trigger = useRef<HTMLButtonElement>(null);
  // Opened by the address, closing reloads the page without the query string (doc 000 §2);
  // opened by the trigger, closing only closes (the form starts fresh next time) and focus goes
  // back to the trigger: the lazily mounted modal's own return lands on the body.
  const close = () => {
    if (fromAddress) return reloadWithoutQuery();
    setOpenedByUser(false);
    requestAnimationFrame(() => trigger.current?.focus());
  };
  const opened = fromAddress || openedByUser;
  // Once loaded it stays mounted, so closing plays the modal's transition.
  const [loaded, setLoaded] = useState(opened);
  const open = () => {
    setLoaded(true);
    setOpenedByUser(true);
  };
  const dialog = (loaded || opened) && (
    <Suspense fallback={null}>
      <AddFeatureDialog
        opened={opened}
        onClose={close}
        requestedFeature={isFeatureKey(requested) ? requested : undefined}
      />
    </Suspense>
  );

  if (mobile) {
    return (
      <>
        <Tooltip label={label}>
          <ActionIcon
            ref={trigger}
            variant="light"
            size="lg"
            aria-label={label}
            aria-haspopup="dialog"
            onClick={open}
          >
            <IconSquarePlus size={20} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
        {dialog}
      </>
    );
  }
  return (
    <>
      <Button
        ref={trigger}
        variant="light"
        // indigo.8 on the light tint is 4.9:1; the theme's indigo.7 text is 4.3:1, below WCAG AA
        c="indigo.8"
        size="sm"
        leftSection={<IconSquarePlus size={18} aria-hidden="true" />}
        aria-haspopup="dialog"
        onClick={open}
      >
        {label}
      </Button>
      {dialog}
    </>
  );
}

/** Doc 000 §8: an address naming a feature that does not exist gets the 'Unsupported feature' toast, once. */
function useUnsupportedFeatureToast(requested: string | null) {
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (requested === null || isFeatureKey(requested) || shown.current === requested) return;
    shown.current = requested;
    showFailureToast(ADD_FEATURE_TEXT.unsupported);
  }, [requested]);
}
