import { Button, Group, Paper, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import {
  BILLING_PAGE_TEXTS as T,
  WELCOME_MESSAGE_MAX_LENGTH,
  ZBillingSettings,
  type TBillingSettings,
} from '@parley/domain';
import { useId, useState, type FormEvent } from 'react';
import { ContentSegment } from '@/components/layout/content-segment';
import { useBillingSettings } from '@/lib/use-billing-settings';

type TSwitchSetting = Exclude<keyof TBillingSettings, 'welcomeMessage'>;

const SWITCHES: readonly { setting: TSwitchSetting; label: string; description: string }[] = [
  {
    setting: 'showAccountBalanceInNavBar',
    label: T.showBalanceInNavBar,
    description: T.showBalanceInNavBarHint,
  },
  {
    setting: 'showAccountBalanceInBilling',
    label: T.showBalanceInBilling,
    description: T.showBalanceInBillingHint,
  },
  {
    setting: 'defaultOpenAutoRechargeSettingsWhenDisabled',
    label: T.openAutoRechargeSettings,
    description: T.openAutoRechargeSettingsHint,
  },
];

/**
 * Doc 001 §3's billing settings, the signed-in user's own (lib/use-billing-settings.ts): kept in
 * this tab, back to their defaults at each login and logout. A switch applies at once; the
 * welcome message when saved, and then shows at the top of the page (BillingWelcomeMessage).
 */
export function BillingSettingsPanel() {
  const [settings, change] = useBillingSettings();
  return (
    <ContentSegment aria-label={T.settingsHeading}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4">
            {T.settingsHeading}
          </Title>
          <Text size="sm" c="dimmed">
            {T.settingsIntro}
          </Text>
        </Stack>
        {SWITCHES.map(({ setting, label, description }) => (
          <SettingSwitch
            key={setting}
            label={label}
            description={description}
            checked={settings[setting]}
            onChange={(checked) => change({ [setting]: checked })}
          />
        ))}
        <WelcomeMessageForm
          saved={settings.welcomeMessage}
          onSave={(welcomeMessage) => change({ welcomeMessage })}
        />
      </Stack>
    </ContentSegment>
  );
}

/**
 * Mantine's Switch puts its description inside its <label>, which would make it part of the
 * switch's name: the name is the label alone and the description describes it (as the form kit's
 * switches do, use-boolean-field.tsx).
 */
function SettingSwitch({
  label,
  description,
  checked,
  onChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <Switch
      label={<span id={`${id}-label`}>{label}</span>}
      description={<span id={`${id}-description`}>{description}</span>}
      aria-labelledby={`${id}-label`}
      aria-describedby={`${id}-description`}
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}

function WelcomeMessageForm({ saved, onSave }: { saved: string; onSave: (message: string) => void }) {
  const [draft, setDraft] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const [justSaved, setJustSaved] = useState(false);
  // a reset (login, logout) or a save elsewhere: the field shows what is kept
  const [shown, setShown] = useState(saved);
  if (shown !== saved) {
    setShown(saved);
    setDraft(saved);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = ZBillingSettings.shape.welcomeMessage.safeParse(draft.trim());
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    setDraft(checked.data);
    onSave(checked.data);
    setJustSaved(true);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label={T.welcomeMessage}
          description={T.welcomeMessageHint}
          value={draft}
          onChange={(event) => {
            setDraft(event.currentTarget.value);
            setJustSaved(false);
          }}
          error={error}
          maxLength={WELCOME_MESSAGE_MAX_LENGTH}
          autosize
          minRows={2}
          maxRows={6}
          maw={560}
        />
        <Group gap="sm">
          <Button type="submit" variant="default" disabled={draft.trim() === saved}>
            {T.saveWelcomeMessage}
          </Button>
          <Text size="sm" c="dimmed" role="status">
            {justSaved ? T.welcomeMessageSaved : null}
          </Text>
        </Group>
      </Stack>
    </form>
  );
}

/** The saved welcome message, at the top of the Billing page; none while it is empty. */
export function BillingWelcomeMessage() {
  const [{ welcomeMessage }] = useBillingSettings();
  if (!welcomeMessage) return null;
  return (
    <Paper bg="indigo.0" p="md" radius="md">
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{welcomeMessage}</Text>
    </Paper>
  );
}
