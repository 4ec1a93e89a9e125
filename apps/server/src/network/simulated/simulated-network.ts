import { isNanpE164 } from '@parley/domain';
import type { CarrierNetwork, OrderResult, Refusal, ReleaseResult } from '../port';
import { reviewCallerName } from './cnam-review';
import { hashOf, hashString, seedHash } from './hash';
import { Inventory, SALT } from './inventory';
import { lookupLine, submitSimulated } from './messaging';
import { searchAvailable } from './search';

export interface SimulatedNetworkOptions {
  /** Same seed, same network: inventory, capabilities and review decisions. */
  seed: string | number;
  /** The clock orders are stamped with (tests pass a fixed one). */
  now?: () => Date;
  /**
   * How long order, release and review take before they answer, in ms (default 0: at once).
   * The jobs that call them add the delay a user sees; this is for trying slow carriers.
   */
  latencyMs?: number;
  /** Delivery receipts' delays times this (default 1, a carrier's seconds; 0: at once). */
  receiptScale?: number;
}

export const SIMULATED_NETWORK_LABEL = 'Simulated network';

/** Why an order or a release of `phoneNumber` is refused, or null when the carrier has it. */
function refusalFor(inventory: Inventory, phoneNumber: string): Refusal | null {
  if (!isNanpE164(phoneNumber))
    return { code: 'invalid-number', message: `${phoneNumber} is not a valid North American number.` };
  if (!inventory.describe(phoneNumber))
    return { code: 'not-offered', message: `${phoneNumber} is not available from this network.` };
  return null;
}

/** What simulated customers say when asked to reply (issue 30). */
const CUSTOMER_REPLIES = [
  'Thanks! When will my order arrive?',
  'Can I change the delivery address?',
  'Is the store open on Sunday?',
  'I still have not received my package.',
  'Great, thank you so much!',
  'Could you call me back this afternoon?',
  'What is the tracking number?',
  'Can I move my appointment to Friday?',
] as const;

/** The default carrier adapter (DESIGN.md §8): a whole North American inventory, derived from a seed. */
export function createSimulatedNetwork(options: SimulatedNetworkOptions): CarrierNetwork {
  const seed = seedHash(options.seed);
  const inventory = new Inventory(seed);
  const now = options.now ?? (() => new Date());
  const latency = options.latencyMs ?? 0;
  const settle = <T>(value: T): Promise<T> =>
    latency > 0
      ? new Promise((resolve) => setTimeout(() => resolve(value), latency))
      : Promise.resolve(value);

  return {
    label: SIMULATED_NETWORK_LABEL,
    simulated: true,
    searchAvailable: (query, isHeld) => searchAvailable(inventory, query, isHeld),
    describe: (phoneNumber) => Promise.resolve(inventory.describe(phoneNumber)),

    order(phoneNumber) {
      const refusal = refusalFor(inventory, phoneNumber);
      if (refusal) return settle<OrderResult>({ ok: false, refusal });
      const completedAt = now();
      // the carrier's reference: the seed, the number and the moment, so a number bought again
      // after a release gets a new one
      const ref = hashOf(seed, SALT.order, hashString(phoneNumber), hashString(completedAt.toISOString()));
      return settle<OrderResult>({
        ok: true,
        order: {
          orderId: `SIM${ref.toString(16).padStart(8, '0').toUpperCase()}`,
          phoneNumber,
          completedAt,
          number: inventory.describe(phoneNumber)!,
        },
      });
    },

    release(phoneNumber) {
      const refusal = refusalFor(inventory, phoneNumber);
      return settle<ReleaseResult>(refusal ? { ok: false, refusal } : { ok: true, phoneNumber });
    },

    reviewCaller: (phoneNumber, cnam) =>
      settle(reviewCallerName(seed, inventory.describe(phoneNumber), cnam)),

    lookup: (phoneNumber) => Promise.resolve(lookupLine(seed, phoneNumber)),
    submitMessage: (message) => settle(submitSimulated(seed, message, options.receiptScale ?? 1)),
    customerReply: (customer, turn) =>
      CUSTOMER_REPLIES[hashOf(seed, SALT.reply, hashString(customer), turn) % CUSTOMER_REPLIES.length]!,
  };
}
