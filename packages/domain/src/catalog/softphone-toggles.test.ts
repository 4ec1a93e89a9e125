import { describe, expect, it } from 'vitest';
import {
  SOFTPHONE_TOGGLES,
  SOFTPHONE_TOGGLE_DEFAULTS,
  SOFTPHONE_TOGGLE_KEYS,
  ZSoftphoneToggles,
  softphoneTogglesWithDefaults,
} from './softphone-toggles';

describe('softphone toggles (doc 001 §3)', () => {
  it('are the spec’s 18 keys in its order, with Disposition for dispo', () => {
    expect(SOFTPHONE_TOGGLE_KEYS).toEqual([
      'phone',
      'sms',
      'video',
      'contacts',
      'liveList',
      'agentsStatus',
      'voicemail',
      'recentConversations',
      'workflow',
      'dnc',
      'dispo',
      'playAudio',
      'agentScript',
      'showIncomingCallPopupAlert',
      'uiShowNumberSelectDropDown',
      'uiWebphoneAnchorLeft',
      'urlPop',
      'settings',
    ]);
    expect(SOFTPHONE_TOGGLES.find((t) => t.key === 'dispo')?.label).toBe('Disposition');
  });

  it('have a default for each key', () => {
    expect(Object.keys(SOFTPHONE_TOGGLE_DEFAULTS).sort()).toEqual([...SOFTPHONE_TOGGLE_KEYS].sort());
    expect(SOFTPHONE_TOGGLE_DEFAULTS.phone).toBe(true);
    expect(SOFTPHONE_TOGGLE_DEFAULTS.urlPop).toBe(false);
  });

  it('take stored values over the defaults and refuse unknown keys or non-booleans', () => {
    expect(softphoneTogglesWithDefaults({ phone: false, urlPop: true })).toMatchObject({
      phone: false,
      urlPop: true,
      sms: true,
    });
    expect(softphoneTogglesWithDefaults(undefined)).toEqual(SOFTPHONE_TOGGLE_DEFAULTS);
    expect(ZSoftphoneToggles.safeParse({ sms: true }).success).toBe(true);
    expect(ZSoftphoneToggles.safeParse({ fax: true }).success).toBe(false);
    expect(ZSoftphoneToggles.safeParse({ sms: 'yes' }).success).toBe(false);
  });
});
