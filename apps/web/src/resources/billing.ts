import { autoRechargeEndpoint, balanceEndpoint, fundsEndpoint } from '@parley/domain';
import { createEndpoint } from '@/lib/create-endpoint';

/** GET /v3/billing/balance (issue 27): the account's balance, derived from its ledger. */
export const balance = createEndpoint(balanceEndpoint);

/** The balance of the account `accountSid`: asked each time, since charges land from elsewhere. */
export const balanceQuery = (accountSid: string) =>
  balance.query('get', { scope: [accountSid], staleTime: 0 });

/** POST /v3/billing/funds: a one-time payment, once per idempotency key. */
export const funds = createEndpoint(fundsEndpoint);

/** GET|PUT /v3/billing/auto-recharge: the settings and what the last recharge did. */
export const autoRecharge = createEndpoint(autoRechargeEndpoint);

export const autoRechargeQuery = (accountSid: string) =>
  autoRecharge.query('get', { scope: [accountSid], staleTime: 0 });
