import {
  AREA_CODES,
  NUMBER_TYPES,
  TOLL_FREE_AREA_CODES,
  areaCodeInfo,
  isNanpE164,
  isTollFreeAreaCode,
} from '@parley/domain';
import type { NumberCapabilities, NumberKind, OfferedNumber } from '../port';
import { hashOf, unit } from './hash';

/** What each hash decides about; distinct so that one decision says nothing about another. */
export const SALT = {
  stock: 1,
  capabilities: 2,
  areaOrder: 3,
  walk: 4,
  review: 5,
  order: 6,
  line: 7,
  outcome: 8,
  delay: 9,
  reply: 10,
} as const;

/**
 * The share of valid numbers the simulated carrier has in stock. The rest are "someone else's":
 * a search skips them and an order of one is refused, as with a real carrier whose inventory is
 * a fraction of each exchange.
 */
export const STOCK_SHARE = 0.35;

/**
 * Capabilities, per number, in shares like a real carrier's inventory: most local numbers do
 * voice, SMS and MMS; some lack MMS (about 15%, SMS-only rate centres) or voice (about 5%);
 * toll-free numbers lack MMS far more often (it came to toll-free late). A number without SMS
 * has no MMS either, and one without SMS always keeps voice (a number does something).
 */
export const CAPABILITY_SHARES: Readonly<
  Record<NumberKind, { voiceMissing: number; smsMissing: number; mmsMissing: number }>
> = {
  local: { voiceMissing: 0.05, smsMissing: 0.03, mmsMissing: 0.15 },
  'toll-free': { voiceMissing: 0.03, smsMissing: 0.05, mmsMissing: 0.4 },
};

const LOCAL_NUMBER = /^\+1(\d{3})(\d{7})$/;

export const kindOf = (areaCode: string): NumberKind | undefined =>
  isTollFreeAreaCode(areaCode) ? 'toll-free' : areaCodeInfo(areaCode) ? 'local' : undefined;

/**
 * The simulated carrier's inventory under one seed: a predicate over every NANP-valid number of
 * every area code it serves, never a list (there are billions).
 */
export class Inventory {
  private exchangeTable: Uint8Array | undefined;
  private readonly orders: Readonly<Record<NumberKind, readonly string[]>>;

  constructor(readonly seed: number) {
    // the order a search without an area code visits the codes in: shuffled by the seed, so a
    // search's first numbers are not always from 201
    const shuffled = (codes: readonly string[]) =>
      codes
        .map((code) => ({ code, key: hashOf(seed, SALT.areaOrder, Number(code)) }))
        .sort((a, b) => a.key - b.key || a.code.localeCompare(b.code))
        .map((a) => a.code);
    this.orders = {
      local: shuffled(AREA_CODES.map((a) => a.code)),
      'toll-free': shuffled(TOLL_FREE_AREA_CODES),
    };
  }

  /** The area codes of a kind, in this seed's order. */
  areaCodes(kind: NumberKind): readonly string[] {
    return this.orders[kind];
  }

  /**
   * Which exchanges (0–999) give valid numbers, judged by the domain's NANP rule itself (doc 001
   * §5: not 0xx or 1xx, not 555, not N11), once for the network. The rule does not tie the
   * exchange to the area code, so one table serves every code; each number a search offers is
   * still checked whole against the rule.
   */
  exchanges(): Uint8Array {
    if (!this.exchangeTable) {
      const table = new Uint8Array(1000);
      const probe = AREA_CODES[0]!.code;
      for (let ex = 0; ex < 1000; ex++)
        table[ex] = isNanpE164(`+1${probe}${String(ex).padStart(3, '0')}0000`) ? 1 : 0;
      this.exchangeTable = table;
    }
    return this.exchangeTable;
  }

  /** In stock: the exchange is valid and the number falls in the carrier's share. */
  inStock(areaCode: string, local: number): boolean {
    return (
      this.exchanges()[Math.floor(local / 10_000)] === 1 &&
      unit(hashOf(this.seed, SALT.stock, Number(areaCode), local)) < STOCK_SHARE
    );
  }

  capabilities(kind: NumberKind, areaCode: string, local: number): NumberCapabilities {
    const h = hashOf(this.seed, SALT.capabilities, Number(areaCode), local);
    // two independent 16-bit draws from one hash: voice, then messaging
    const voiceDraw = (h & 0xffff) / 0x10000;
    const messagingDraw = (h >>> 16) / 0x10000;
    const shares = CAPABILITY_SHARES[kind];
    const smsEnabled = messagingDraw >= shares.smsMissing;
    return {
      voiceEnabled: !smsEnabled || voiceDraw >= shares.voiceMissing,
      smsEnabled,
      mmsEnabled: messagingDraw >= shares.mmsMissing,
      mobile: false,
    };
  }

  /** The offered number; the caller has checked it is in stock. */
  offered(
    kind: NumberKind,
    areaCode: string,
    local: number,
    capabilities?: NumberCapabilities,
  ): OfferedNumber {
    const place = kind === 'local' ? areaCodeInfo(areaCode) : undefined;
    return {
      phoneNumber: `+1${areaCode}${String(local).padStart(7, '0')}`,
      type: kind,
      numberType: kind === 'local' ? NUMBER_TYPES.local : NUMBER_TYPES.tollFree,
      locality: place?.city ?? null,
      region: place?.region ?? null,
      isoCountry: place?.country ?? 'US',
      capabilities: capabilities ?? this.capabilities(kind, areaCode, local),
    };
  }

  /** The number as offered when it is a valid number of a served area code and in stock; else null. */
  describe(phoneNumber: string): OfferedNumber | null {
    const m = LOCAL_NUMBER.exec(phoneNumber);
    if (!m || !isNanpE164(phoneNumber)) return null;
    const [, areaCode, digits] = m as unknown as [string, string, string];
    const kind = kindOf(areaCode);
    const local = Number(digits);
    if (!kind || !this.inStock(areaCode, local)) return null;
    return this.offered(kind, areaCode, local);
  }
}
