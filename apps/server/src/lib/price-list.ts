import type { TRate } from '@parley/domain';
import type { Db, Tx } from '../db/client';
import { priceRates } from '../db/schema/index';

/** The price list, by lookup. */
export function listPriceRates(db: Db | Tx): Promise<TRate[]> {
  return db
    .select({ lookup: priceRates.lookup, rate: priceRates.rate })
    .from(priceRates)
    .orderBy(priceRates.lookup);
}
