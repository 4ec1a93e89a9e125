import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STATEMENT_TEXT,
  feeMonth,
  unitsOfDollars,
  type TStatement,
  type TStatementSummary,
} from '@parley/domain';
import { newAccountSid } from '../../db/ids';
import { accounts } from '../../db/schema/index';
import { balanceOf, postToLedger, WITHOUT_JOBS, type TPosting } from '../../ledger/ledger';
import { GLOBEX, bearer, buildTestApp, signIn, type TestContext } from '../../../test/helpers';
import { listStatements, statementOf } from './statements-repository';

let t: TestContext;
let globex: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  globex = bearer((await signIn(t.app, GLOBEX.owner)).accessToken);
});
afterAll(() => t.app.close());

const post = (accountSid: string, dollars: number, kind: TPosting['kind'], at: string) =>
  t.database.db.transaction((tx) =>
    postToLedger(
      tx,
      { accountSid, amount: unitsOfDollars(dollars), kind, description: `${kind} ${at}`, at: new Date(at) },
      WITHOUT_JOBS,
    ),
  );
const get = (url: string, headers = globex) => t.app.inject({ method: 'GET', url, headers });

describe('monthly statements (issue 27)', () => {
  it('sums each month: opening, credits, charges and closing chain from month to month', async () => {
    const sid = newAccountSid();
    await t.database.db
      .insert(accounts)
      .values({ accountSid: sid, name: 'S', companyName: 'Statement Co', parentAcctId: sid });
    await post(sid, 100, 'funds', '2026-08-03T10:00:00Z');
    await post(sid, -10, 'feature_fee', '2026-08-04T10:00:00Z');
    await post(sid, -0.0079, 'message', '2026-08-05T10:00:00Z');
    await post(sid, -0.0079, 'message', '2026-08-05T11:00:00Z');
    // September: nothing. October: an adjustment both ways and a recharge
    await post(sid, 5, 'adjustment', '2026-10-01T00:00:00Z');
    await post(sid, -2, 'adjustment', '2026-10-02T00:00:00Z');
    await post(sid, 50, 'auto_recharge', '2026-10-31T23:59:59.999Z');
    const months = await listStatements(t.database.db, sid);
    expect(months).toEqual<TStatementSummary[]>([
      {
        month: '2026-10',
        opening: '89.9842',
        credits: '55.0000',
        charges: '-2.0000',
        closing: '142.9842',
        entries: 3,
      },
      {
        month: '2026-08',
        opening: '0.0000',
        credits: '100.0000',
        charges: '-10.0158',
        closing: '89.9842',
        entries: 4,
      },
    ]);
    const august = (await statementOf(t.database.db, sid, '2026-08'))!;
    expect(august.companyName).toBe('Statement Co');
    expect(august.byKind).toEqual([
      { kind: 'feature_fee', count: 1, amount: '-10.0000' },
      { kind: 'funds', count: 1, amount: '100.0000' },
      { kind: 'message', count: 2, amount: '-0.0158' },
    ]);
    // messages are summed, not listed
    expect(august.lines.map((l) => l.kind)).toEqual(['funds', 'feature_fee']);
    const september = (await statementOf(t.database.db, sid, '2026-09'))!;
    expect(september).toMatchObject({ opening: '89.9842', closing: '89.9842', entries: 0, lines: [] });
    const october = (await statementOf(t.database.db, sid, '2026-10'))!;
    expect(october.closing).toBe((await balanceOf(t.database.db, sid)).balance);
  });

  it('answers the caller’s own account only, and refuses a month not begun or written wrong', async () => {
    const month = feeMonth(new Date());
    const list = await get('/v3/billing/statements');
    expect(list.statusCode).toBe(200);
    expect((list.json().payload as TStatementSummary[])[0]?.month).toBe(month);
    const own = await get(`/v3/billing/statements/${month}`);
    expect(own.statusCode).toBe(200);
    const statement = own.json().payload[0] as TStatement;
    expect(statement.accountSid).toBe(GLOBEX.accountSid);
    expect(statement.closing).toBe((await balanceOf(t.database.db, GLOBEX.accountSid)).balance);

    const next = new Date();
    next.setUTCMonth(next.getUTCMonth() + 1, 1);
    const future = await get(`/v3/billing/statements/${feeMonth(next)}`);
    expect(future.statusCode).toBe(400);
    expect(future.json().error[0]).toMatchObject({ field: 'month', message: STATEMENT_TEXT.future });
    for (const bad of ['2026-13', '2026-1', 'november', '2026-11-01']) {
      const res = await get(`/v3/billing/statements/${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error[0], bad).toMatchObject({ field: 'month', message: STATEMENT_TEXT.month });
    }
    const admin = bearer((await signIn(t.app, 'admin@acme.test')).accessToken);
    expect((await get('/v3/billing/statements', admin)).statusCode).toBe(403);
  });
});
