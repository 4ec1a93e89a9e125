import { isNanpE164 } from '@parley/domain';
import {
  DEFAULT_SEARCH_LIMIT,
  MAX_SEARCH_LIMIT,
  type Capability,
  type IsHeld,
  type NumberCapabilities,
  type NumberKind,
  type NumberSearch,
  type OfferedNumber,
} from '../port';
import { hashOf, hashString, unit } from './hash';
import { SALT, kindOf, type Inventory } from './inventory';

/**
 * Bounds on one search's work, so that a search nothing can satisfy (a `contains` no stocked
 * number has, every candidate held) ends quickly with what it found instead of walking billions
 * of numbers. Measured by `npm run bench:network`: a search where every candidate is held (all
 * eight calls spent) took 1.4–2 ms at p50 on two loaded cores.
 */
export const SEARCH_BUDGET = {
  /** numbers examined in one search */
  candidates: 60_000,
  /** numbers examined in one area code when a search walks several */
  candidatesPerArea: 3_000,
  /** `isHeld` calls in one search (each with one batch) */
  heldCalls: 8,
  /** area codes a search without one draws its numbers from (at most): results spread over them */
  spreadAreas: 10,
} as const;

interface Plan {
  kind: NumberKind;
  areaCodes: readonly string[];
  pattern: string;
  required: ReadonlySet<Capability>;
  limit: number;
  /** numbers taken from one area code at most */
  perArea: number;
}

/** The query as a plan; null when nothing can match (an area code of the other kind, non-digits). */
function plan(inventory: Inventory, query: NumberSearch): Plan | null {
  const kind = query.type;
  if (kind !== 'local' && kind !== 'toll-free') return null;
  const pattern = query.contains ?? '';
  if (!/^\d{0,10}$/.test(pattern)) return null;
  let areaCodes = inventory.areaCodes(kind);
  if (query.areaCode !== undefined) {
    if (!/^\d{3}$/.test(query.areaCode) || kindOf(query.areaCode) !== kind) return null;
    areaCodes = [query.areaCode];
  }
  const requested = Number.isFinite(query.limit) ? Math.floor(query.limit as number) : DEFAULT_SEARCH_LIMIT;
  const limit = Math.min(MAX_SEARCH_LIMIT, Math.max(1, requested));
  const spread = Math.min(areaCodes.length, SEARCH_BUDGET.spreadAreas);
  return {
    kind,
    areaCodes,
    pattern,
    required: new Set(query.capabilities ?? []),
    limit,
    perArea: areaCodes.length === 1 ? Infinity : Math.ceil(limit / spread),
  };
}

/**
 * The numbers of one area code that hold the pattern at one position: the pattern's digits are
 * fixed, the free ones (f of them) are visited in a seeded affine order x = (a·k + b) mod 10^f,
 * a permutation because a is coprime with 10, so every such number comes once and the walk looks
 * random rather than counting up from 200-0000.
 */
interface Template {
  fixed: number;
  /** place values (in the seven-digit local number) of the free digits, least significant first */
  weights: readonly number[];
  size: number;
  a: number;
  b: number;
  k: number;
}

const PLACE = [1_000_000, 100_000, 10_000, 1_000, 100, 10, 1] as const;

function templates(inventory: Inventory, areaCode: string, pattern: string): Template[] {
  const positions = pattern === '' ? [3] : Array.from({ length: 11 - pattern.length }, (_, p) => p);
  const exchanges = inventory.exchanges();
  const patternKey = hashString(pattern);
  const out: Template[] = [];
  for (const p of positions) {
    // the part of the pattern over the area code must be the area code
    let fits = true;
    for (let i = p; i < Math.min(p + pattern.length, 3); i++)
      if (pattern[i - p] !== areaCode[i]) fits = false;
    if (!fits) continue;
    let fixed = 0;
    const isFixed = [false, false, false, false, false, false, false];
    for (let i = Math.max(p, 3); i < p + pattern.length; i++) {
      fixed += Number(pattern[i - p]) * PLACE[i - 3]!;
      isFixed[i - 3] = true;
    }
    // an exchange the pattern fixes whole (or whose first digit it fixes) may be invalid: skip it
    if (isFixed[0] && isFixed[1] && isFixed[2] && exchanges[Math.floor(fixed / 10_000)] !== 1) continue;
    if (isFixed[0] && fixed < 2_000_000) continue;
    const weights = PLACE.filter((_, j) => !isFixed[j]).reverse();
    const size = 10 ** weights.length;
    const h = hashOf(inventory.seed, SALT.walk, Number(areaCode), p, patternKey);
    // a step between 0.3 and 0.7 of the range, made coprime with 10 (odd, not a multiple of 5)
    let a = Math.floor(size * (0.3 + 0.4 * unit(h))) | 1;
    if (a % 5 === 0) a = (a + 2) % size;
    out.push({ fixed, weights, size, a: size === 1 ? 0 : a, b: hashOf(h) % size, k: 0 });
  }
  return out;
}

const has = (c: NumberCapabilities, required: ReadonlySet<Capability>) =>
  (!required.has('voice') || c.voiceEnabled) &&
  (!required.has('sms') || c.smsEnabled) &&
  (!required.has('mms') || c.mmsEnabled);

/**
 * The stocked numbers matching the plan, area code after area code (each code's templates in
 * turn, one number from each), in a seeded order, until the budget is spent.
 */
function* walk(inventory: Inventory, plan: Plan): Generator<OfferedNumber> {
  let left = SEARCH_BUDGET.candidates;
  const perAreaBudget = plan.areaCodes.length === 1 ? left : SEARCH_BUDGET.candidatesPerArea;
  const seen = new Set<string>();
  for (const areaCode of plan.areaCodes) {
    let live = templates(inventory, areaCode, plan.pattern);
    let taken = 0;
    let spent = 0;
    while (live.length > 0 && taken < plan.perArea && spent < perAreaBudget) {
      for (const t of live) {
        if (left-- <= 0) return;
        spent++;
        let x = (t.a * t.k + t.b) % t.size;
        t.k++;
        let local = t.fixed;
        for (const w of t.weights) {
          local += (x % 10) * w;
          x = Math.floor(x / 10);
        }
        if (!inventory.inStock(areaCode, local)) continue;
        const capabilities = inventory.capabilities(plan.kind, areaCode, local);
        if (!has(capabilities, plan.required)) continue;
        const number = inventory.offered(plan.kind, areaCode, local, capabilities);
        // a number holding the pattern twice comes from two templates; the rule is checked once more
        if (seen.has(number.phoneNumber) || !isNanpE164(number.phoneNumber)) continue;
        seen.add(number.phoneNumber);
        taken++;
        yield number;
        if (taken >= plan.perArea) break;
      }
      live = live.filter((t) => t.k < t.size);
    }
  }
}

/**
 * A search: candidates from the walk in batches of what is still needed (and a tenth more, in
 * case some are held), one `isHeld` call a batch, until the limit is reached, the walk ends or
 * the budget of calls is spent. Sorted by phone number: the same query on the same seed and
 * holdings gives the same page.
 */
export async function searchAvailable(
  inventory: Inventory,
  query: NumberSearch,
  isHeld: IsHeld,
): Promise<OfferedNumber[]> {
  const p = plan(inventory, query);
  if (!p) return [];
  const candidates = walk(inventory, p);
  const found: OfferedNumber[] = [];
  let exhausted = false;
  for (let calls = 0; !exhausted && found.length < p.limit && calls < SEARCH_BUDGET.heldCalls; calls++) {
    const need = p.limit - found.length;
    const wanted = need + Math.ceil(need / 10);
    const batch: OfferedNumber[] = [];
    while (batch.length < wanted) {
      const next = candidates.next();
      if (next.done) {
        exhausted = true;
        break;
      }
      batch.push(next.value);
    }
    if (batch.length === 0) break;
    const held = await isHeld(batch.map((n) => n.phoneNumber));
    for (const n of batch) if (!held.has(n.phoneNumber) && found.length < p.limit) found.push(n);
  }
  return found.sort((a, b) => (a.phoneNumber < b.phoneNumber ? -1 : a.phoneNumber > b.phoneNumber ? 1 : 0));
}
