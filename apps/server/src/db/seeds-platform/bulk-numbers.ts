import { AREA_CODES, DEFAULT_NUMBER_MONTHLY_FEE } from '@parley/domain';
import type { Db } from '../client';
import { phoneNumbers } from '../schema/index';
import type { CarrierNetwork } from '../../network/index';
import { heldAmong } from '../../modules/numbers/caller-name-repository';
import { tenThousandthsOf } from '../../modules/numbers/held-numbers-repository';
import { boughtRow } from '../../modules/numbers/repository';

/**
 * `npm run seed -- --numbers 100000`: a benchmark's account with that many numbers, taken from
 * the network's inventory as a search offers them (never a held one), 100 an area code at a
 * time. Written as completed orders in batches: a hundred thousand order jobs would measure the
 * queue, not the number list (docs/decisions.md, issue 26).
 */
export async function bulkNumbers(
  db: Db,
  network: CarrierNetwork,
  accountSid: string,
  count: number,
): Promise<number> {
  let added = 0;
  const fee = tenThousandthsOf(DEFAULT_NUMBER_MONTHLY_FEE[1]);
  for (let pass = 0; added < count && pass < 50; pass++) {
    const before = added;
    for (const { code } of AREA_CODES) {
      if (added >= count) break;
      const offers = await network.searchAvailable(
        { type: 'local', areaCode: code, limit: Math.min(100, count - added) },
        (candidates) => heldAmong(db, candidates),
      );
      if (offers.length === 0) continue;
      await db
        .insert(phoneNumbers)
        .values(offers.map((offer) => ({ ...boughtRow(offer, accountSid, fee), status: 'active' as const })));
      added += offers.length;
    }
    if (added === before) break; // the inventory has nothing more to offer
  }
  return added;
}
