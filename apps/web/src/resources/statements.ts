import { statementsEndpoint } from '@parley/domain';
import { createEndpoint } from '@/lib/create-endpoint';

/** GET /v3/billing/statements and /v3/billing/statements/{month} (issue 27). */
export const statements = createEndpoint(statementsEndpoint);

export const statementsQuery = (accountSid: string) =>
  statements.query('list', { scope: [accountSid], staleTime: 0 });

export const statementQuery = (accountSid: string, month: string) =>
  statements.query('get', { params: { month }, scope: [accountSid, month], staleTime: 0 });
