import { Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { ADD_FEATURE_TEXT, isFeatureEnabled, type TFeatureKey } from '@parley/domain';
import { IconCircleCheck } from '@tabler/icons-react';
import { useSignedInSession } from '@/lib/session';
import { useDialogAccountConfig } from '../api/get-account-config';
import { useDialogLinks } from '../api/get-dialog-links';
import { usePriceRates } from '../api/get-price-rates';
import { CATALOG_ORDER } from '../feature-catalog';
import classes from './add-feature.module.css';
import { AddFeatureForm } from './add-feature-form';
import { FeatureTilesLoading } from './feature-tiles';

interface TAddFeatureDialogProps {
  opened: boolean;
  onClose: () => void;
  /** the feature the address asked for (`?enableFeature=`), preselected when it is on offer */
  requestedFeature?: TFeatureKey | undefined;
}

/** Doc 000 §2: the modal 'Select a Feature to Learn More'. */
export function AddFeatureDialog({ opened, onClose, requestedFeature }: TAddFeatureDialogProps) {
  return (
    <Modal.Root
      opened={opened}
      onClose={onClose}
      size="lg"
      padding="lg"
      // by slot: a className on Modal.Content also lands on the positioning wrapper around it
      classNames={{ content: classes.content, body: classes.body }}
    >
      <Modal.Overlay />
      <Modal.Content>
        {/* role none: Mantine's <header> would be a second banner landmark beside the page's own */}
        <Modal.Header role="none">
          <Modal.Title>{ADD_FEATURE_TEXT.title}</Modal.Title>
          <Modal.CloseButton aria-label="Close" />
        </Modal.Header>
        <Modal.Body>
          {/* Mantine mounts the content only while open: the loads run, and the form starts fresh, each time */}
          <DialogContent requestedFeature={requestedFeature} />
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

function DialogContent({ requestedFeature }: { requestedFeature: TFeatureKey | undefined }) {
  const session = useSignedInSession();
  const config = useDialogAccountConfig(session.accountId);
  const rates = usePriceRates();
  const links = useDialogLinks();

  if (config.isPending || rates.isPending) {
    return (
      <div className={classes.scroll}>
        <FeatureTilesLoading />
      </div>
    );
  }

  const values = Object.fromEntries((config.data ?? []).map((e) => [e.key, e.value]));
  const offered = CATALOG_ORDER.filter((f) => !isFeatureEnabled(f.key, values));
  if (offered.length === 0) {
    return (
      <Stack align="center" gap="xs" py="lg" className={classes.scroll}>
        <ThemeIcon size={48} radius="xl" variant="light" color="green" aria-hidden="true">
          <IconCircleCheck size={28} />
        </ThemeIcon>
        <Text ta="center">{ADD_FEATURE_TEXT.noneLeft}</Text>
      </Stack>
    );
  }
  const initial = offered.some((f) => f.key === requestedFeature) ? (requestedFeature ?? '') : '';
  return (
    <AddFeatureForm
      features={offered}
      rates={rates.data ?? []}
      links={links.data ?? null}
      initialFeature={initial}
    />
  );
}
