import { describe, expect, it } from 'vitest';
import { PRIVILEGES, STAFF_PRIVILEGES } from './privileges';
import { ROLES, isWebrtcAgent, privilegesFor } from './roles';
import { can, isFlagSet, rule } from './rules';

describe('roles', () => {
  it('gives the owner every privilege but the staff ones', () => {
    const p = privilegesFor(['acct-owner']);
    expect(PRIVILEGES.filter((k) => !p[k])).toEqual([...STAFF_PRIVILEGES]);
  });

  it('grants portal-dev (the developer pages) through parley-staff only', () => {
    const holders = Object.entries(ROLES)
      .filter(([, privileges]) => (privileges as readonly string[]).includes('portal-dev'))
      .map(([role]) => role);
    expect(holders).toEqual(['parley-staff']);
    expect(privilegesFor(['acct-owner', 'parley-staff'])['portal-dev']).toBe(true);
    expect(privilegesFor(['acct-admin'])['portal-dev']).toBe(false);
  });

  it('gives a gi-agent only the inbox and the portal; no dashboard-read', () => {
    const p = privilegesFor(['gi-agent']);
    expect(PRIVILEGES.filter((k) => p[k])).toEqual(['global-inbox', 'portal']);
  });

  it('gives a supervisor no settings privileges', () => {
    const p = privilegesFor(['supervisor']);
    for (const k of [
      'manage-payment',
      'gumby-acct-update',
      'gumby-user-update',
      'gumby-llt-create',
      'compliance-read',
      'add-feature',
    ] as const)
      expect(p[k], k).toBe(false);
    expect(p['dashboard-read']).toBe(true);
  });

  it('lists every privilege as true or false, ignoring unknown roles', () => {
    const p = privilegesFor(['no-such-role']);
    expect(Object.keys(p)).toHaveLength(PRIVILEGES.length);
    expect(Object.values(p).some(Boolean)).toBe(false);
  });

  it('uses the product key in product privileges', () => {
    expect(ROLES['acct-owner']).toContain('parley-campaign-read');
    expect(ROLES['acct-owner']).toContain('parley-number-release');
  });

  it('knows a WebRTC agent by webrtc-agent or acct-owner in a roles list (doc 001 §6)', () => {
    expect(isWebrtcAgent(['webrtc-agent'])).toBe(true);
    expect(isWebrtcAgent(['acct-owner'])).toBe(true);
    expect(isWebrtcAgent(['gi-agent'])).toBe(false);
    expect(isWebrtcAgent('acct-owner')).toBe(false);
  });
});

describe('can()', () => {
  const agent = { privs: privilegesFor(['gi-agent']), accountConfig: { feature_inbox_enabled: '1' } };

  it('lets anyone through a public rule and only a session through a session rule', () => {
    expect(can(null, rule.public)).toBe(true);
    expect(can(null, rule.session)).toBe(false);
    expect(can(agent, rule.session)).toBe(true);
  });

  it('needs every privilege of `all` and one of `any`', () => {
    expect(can(agent, rule.all('global-inbox', 'portal'))).toBe(true);
    expect(can(agent, rule.all('global-inbox', 'dashboard-read'))).toBe(false);
    expect(can(agent, rule.any('dashboard-read', 'portal'))).toBe(true);
    expect(can(agent, rule.any('dashboard-read', 'dni'))).toBe(false);
  });

  it('needs configuration flags set: missing or "0" is off', () => {
    const inbox = { kind: 'privileges', all: ['global-inbox'], config: ['feature_inbox_enabled'] } as const;
    expect(can(agent, inbox)).toBe(true);
    expect(can({ ...agent, accountConfig: { feature_inbox_enabled: '0' } }, inbox)).toBe(false);
    expect(can({ ...agent, accountConfig: {} }, inbox)).toBe(false);
    expect(isFlagSet('1')).toBe(true);
    expect(isFlagSet(undefined)).toBe(false);
  });
});
