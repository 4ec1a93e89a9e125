import { isUsLocalNumber, type TAvailableQuery, type TNumber } from '@parley/domain';
import type { Db } from '../client';
import { phoneNumbers } from '../schema/index';
import type { DemoAccounts } from '../seed-resources';
import type { OfferedNumber } from '../../network/index';
import type { Platform } from '../../platform';
import { numbersRepository } from '../../modules/numbers/repository';
import { numberSetsRepository } from '../../modules/number-sets/repository';
import { heldAmong, setCallerName } from '../../modules/numbers/caller-name-repository';
import { acmeOwnerWhileNone } from './acme-owner-scope';

/** Acme's numbers: where it does business, a few of each, and toll-free lines. */
const ACME_SEARCHES: readonly (Pick<TAvailableQuery, 'type' | 'limit'> & { areaCode?: string })[] = [
  { type: 'local', areaCode: '312', limit: 8 },
  { type: 'local', areaCode: '415', limit: 6 },
  { type: 'local', areaCode: '212', limit: 6 },
  { type: 'local', areaCode: '512', limit: 5 },
  { type: 'local', areaCode: '617', limit: 4 },
  { type: 'local', areaCode: '416', limit: 3 },
  { type: 'toll-free', areaCode: '888', limit: 4 },
  { type: 'toll-free', areaCode: '800', limit: 4 },
];

/** Names sent for review: the network approves most, and refuses one that poses as a bank. */
const CALLER_NAMES = ['ACME COMMS', 'ACME SUPPORT', 'ACME SALES', 'ACME BANK'];
/**
 * The demo's one caller name still in review a week on, as a carrier's review can take days: the
 * others are decided a few seconds after the start, so without it no demo number showed "Pending
 * review".
 */
export const DEMO_PENDING_CALLER_NAME = 'ACME SALES';
const A_WEEK_SECONDS = 7 * 24 * 3600;

/**
 * Acme's numbers made the way a user makes them (issue 26): searched on the network, bought one by
 * one (each with its order job), put in two number sets, caller names asked for (each with its
 * review job). Only while Acme holds no number, so a user's changes are kept.
 */
export async function seedDemoNumbers(db: Db, platform: Platform, accounts: DemoAccounts): Promise<void> {
  const scope = await acmeOwnerWhileNone(
    db,
    { table: phoneNumbers, account: phoneNumbers.accountSid },
    accounts,
  );
  if (!scope) return;
  const numbers = numbersRepository(platform);
  // the searches first (each asks the database which candidates are held), then one transaction:
  // on PGlite's one connection a search inside it would wait for it
  const offers: OfferedNumber[] = [];
  for (const search of ACME_SEARCHES)
    offers.push(
      ...(await platform.network.searchAvailable(search, (candidates) => heldAmong(db, candidates))),
    );
  await db.transaction(async (tx) => {
    const bought: TNumber[] = [];
    for (const offer of offers)
      bought.push(await numbers.create!(tx, scope, { phoneNumber: offer.phoneNumber }));
    await numberSetsRepository.create(tx, scope, {
      name: 'Spring campaign',
      description: 'Chicago and San Francisco senders of the spring offer.',
      strategy: 'round-robin',
      phoneSids: bought.slice(0, 6).map((n) => n.phoneSid),
    });
    await numberSetsRepository.create(tx, scope, {
      name: 'Customer care',
      description: 'Replies come from the number a customer last heard from.',
      strategy: 'sticky',
      phoneSids: bought.slice(8, 12).map((n) => n.phoneSid),
    });
    const usLocal = bought
      .filter(isUsLocalNumber)
      .toSorted((a, b) => a.phoneNumber.localeCompare(b.phoneNumber));
    for (const [i, cnam] of CALLER_NAMES.entries())
      await setCallerName(
        tx,
        platform,
        scope,
        usLocal[i]!.phoneSid,
        cnam,
        cnam === DEMO_PENDING_CALLER_NAME ? A_WEEK_SECONDS : undefined,
      );
  });
}
