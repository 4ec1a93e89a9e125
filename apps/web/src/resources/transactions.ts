import { transactionsResource } from '@parley/domain';
import { createResource } from '@/lib/create-resource';

/** The account's ledger (/billing/history): read only, written by the platform. */
export const transactions = createResource(transactionsResource);
