import { z } from 'zod';

/**
 * Doc 001 §3: the softphone's feature toggles, per account, in the spec's order. Labels are ours
 * except Disposition (the spec's word for dispo).
 */
export const SOFTPHONE_TOGGLES = [
  { key: 'phone', label: 'Phone' },
  { key: 'sms', label: 'SMS' },
  { key: 'video', label: 'Video' },
  { key: 'contacts', label: 'Contacts' },
  { key: 'liveList', label: 'Live list' },
  { key: 'agentsStatus', label: 'Agents status' },
  { key: 'voicemail', label: 'Voicemail' },
  { key: 'recentConversations', label: 'Recent conversations' },
  { key: 'workflow', label: 'Workflow' },
  { key: 'dnc', label: 'Do not call' },
  { key: 'dispo', label: 'Disposition' },
  { key: 'playAudio', label: 'Play audio' },
  { key: 'agentScript', label: 'Agent script' },
  { key: 'showIncomingCallPopupAlert', label: 'Incoming call pop-up alert' },
  { key: 'uiShowNumberSelectDropDown', label: 'Number selection drop-down' },
  { key: 'uiWebphoneAnchorLeft', label: 'Anchor the softphone on the left' },
  { key: 'urlPop', label: 'URL pop' },
  { key: 'settings', label: 'Settings' },
] as const;

export type TSoftphoneToggleKey = (typeof SOFTPHONE_TOGGLES)[number]['key'];
export type TSoftphoneToggles = Record<TSoftphoneToggleKey, boolean>;

export const SOFTPHONE_TOGGLE_KEYS: readonly TSoftphoneToggleKey[] = SOFTPHONE_TOGGLES.map((t) => t.key);

/**
 * The spec shows no defaults. Ours: what an agent needs to call and text (phone, SMS, contacts,
 * voicemail, recent conversations, settings) is on; the rest, which needs the account to set it
 * up (workflows, scripts, URL pop…) or changes the layout, is off until switched on.
 */
export const SOFTPHONE_TOGGLE_DEFAULTS: Readonly<TSoftphoneToggles> = Object.freeze(
  Object.fromEntries(
    SOFTPHONE_TOGGLE_KEYS.map((key) => [
      key,
      ['phone', 'sms', 'contacts', 'voicemail', 'recentConversations', 'settings'].includes(key),
    ]),
  ) as TSoftphoneToggles,
);

/** An account's stored toggles: any subset of the keys, each a boolean; unknown keys refused. */
export const ZSoftphoneToggles = z.strictObject(
  Object.fromEntries(SOFTPHONE_TOGGLE_KEYS.map((key) => [key, z.boolean().optional()])) as Record<
    TSoftphoneToggleKey,
    z.ZodOptional<z.ZodBoolean>
  >,
);

/** The toggles in effect: the stored ones over the defaults. */
export const softphoneTogglesWithDefaults = (
  stored: Partial<TSoftphoneToggles> | undefined,
): TSoftphoneToggles => ({ ...SOFTPHONE_TOGGLE_DEFAULTS, ...stored });
