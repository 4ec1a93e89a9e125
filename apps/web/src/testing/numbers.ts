import type { TNumber, TNumberSet } from '@parley/domain';

/** A number of the account as `GET /v3/numbers` answers it; local, active, in no set by default. */
export function numberRow(n: number, overrides: Partial<TNumber> = {}): TNumber {
  const phoneNumber = overrides.phoneNumber ?? `+1312555${String(1000 + n)}`;
  return {
    phoneSid: `PN${String(n).repeat(32).slice(0, 32)}`,
    phoneNumber,
    friendlyName: `Line ${n}`,
    remediation: false,
    capabilities: { voiceEnabled: true, smsEnabled: true, mmsEnabled: false, mobile: false },
    attributes: { 'voice-enabled': true, 'sms-enabled': true, 'mms-enabled': false },
    numberSet: null,
    cnamStatus: null,
    cnam: null,
    cnamReason: null,
    state: 'IL',
    locality: 'Chicago',
    brandId: null,
    numberType: 1,
    status: 'active',
    monthlyPrice: 1.15,
    created: '2026-10-01T09:00:00.000Z',
    updated: '2026-10-01T09:00:00.000Z',
    ...overrides,
    // the set's id beside it, as the server answers both
    numberSetId: overrides.numberSet?.numberSetId ?? null,
  };
}

/** A number set of the account, empty by default. */
export function numberSetRow(n: number, name: string, overrides: Partial<TNumberSet> = {}): TNumberSet {
  return {
    numberSetId: `NS${String(n).repeat(32).slice(0, 32)}`,
    name,
    description: '',
    strategy: 'round-robin',
    numbers: [],
    created: '2026-10-01T09:00:00.000Z',
    updated: '2026-10-01T09:00:00.000Z',
    ...overrides,
    phoneSids: (overrides.numbers ?? []).map((n) => n.phoneSid),
  };
}
