import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { ATTENTION_TEXT, fillText, type TDashboardSummary, type TMessage } from '@parley/domain';
import { accountConfig, paymentMethods, phoneNumbers, webhooks } from '../../db/schema/index';
import { ACME, GLOBEX, appWithSignIns, type TestContext } from '../../../test/helpers';
import { activeNumbers, numbersReady, recipient } from '../../../test/messaging';

const app = appWithSignIns({
  owner: 'owner@acme.test',
  agent: 'agent@acme.test',
  globex: GLOBEX.owner,
  brightline: 'owner@brightline.test',
});
const as = app.as;
let t: TestContext;
beforeAll(async () => {
  t = app.t;
  await numbersReady(t.app, t.database.db, [ACME]);
}, 60_000);

const summary = async (headers = as.owner) => {
  const res = await t.app.inject({ method: 'GET', url: '/v3/dashboard', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload[0] as TDashboardSummary;
};
const money = (text: string) => Math.round(Number(text) * 10_000);

describe('GET /v3/dashboard (issue 29)', () => {
  it("counts the account's numbers and this month's spend, a message's charge among it", async () => {
    const before = await summary();
    const held = await activeNumbers(t.database.db, ACME);
    expect(before.numbersOwned).toBe(held.length);
    const from = held.find((n) => n.smsEnabled && n.numberType === 1)!.phoneNumber;
    const res = await t.app.inject({
      method: 'POST',
      url: '/v3/messages',
      headers: as.owner,
      payload: { from, to: await recipient(t.app, 'mobile', 2025550600), body: 'Counted' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const sent = res.json().payload[0] as TMessage;
    const after = await summary();
    expect(money(after.spendThisMonth) - money(before.spendThisMonth)).toBe(money(sent.price));
    expect(after.spendLastMonth).toBe(before.spendLastMonth);
    expect(after.hasMessages).toBe(true);
  });

  it('says a new account has no messages yet, so the page shows its first steps', async () => {
    const fresh = await summary(as.brightline);
    expect(fresh).toMatchObject({ hasMessages: false, numbersOwned: 0, spendThisMonth: '0.0000' });
  });

  it('lists what needs attention from the real state, with the page that explains each', async () => {
    const { db } = t.database;
    const noSet = (
      await db
        .select()
        .from(phoneNumbers)
        .where(
          and(
            eq(phoneNumbers.accountSid, ACME),
            isNull(phoneNumbers.releasedAt),
            isNull(phoneNumbers.numberSetId),
          ),
        )
    ).length;
    const before = await summary();
    const kinds = () => before.attention.map((a) => a.kind);
    expect(kinds().includes('numbers-without-set')).toBe(noSet > 0);
    expect(kinds()).not.toContain('unfunded');

    // the state changes as the platform would change it: a webhook failing, a caller name
    // rejected, a card about to expire, the balance gone
    const [hook] = await db.select().from(webhooks).where(eq(webhooks.accountSid, ACME)).limit(1);
    await db.update(webhooks).set({ failingSince: new Date() }).where(eq(webhooks.id, hook!.id));
    const [number] = await activeNumbers(db, ACME);
    await db.update(phoneNumbers).set({ cnamStatus: 'rejected' }).where(eq(phoneNumbers.id, number!.id));
    const soon = new Date();
    soon.setUTCMonth(soon.getUTCMonth() + 1);
    const [card] = await db
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.accountSid, ACME), eq(paymentMethods.type, 'card')))
      .limit(1);
    await db
      .update(paymentMethods)
      .set({ expiryMonth: soon.getUTCMonth() + 1, expiryYear: soon.getUTCFullYear() })
      .where(eq(paymentMethods.id, card!.id));
    await db
      .update(accountConfig)
      .set({ value: '0' })
      .where(and(eq(accountConfig.accountSid, ACME), eq(accountConfig.key, 'funded')));

    // the demo's webhooks fail to reach their example hosts as jobs run meanwhile: their count
    // only grows, so the answer's lies between a count before and one after it
    const failingNow = async () =>
      (await db.select().from(webhooks).where(eq(webhooks.accountSid, ACME))).filter(
        (w) => w.failingSince !== null || w.disabledAt !== null,
      ).length;
    const failingBefore = await failingNow();
    const after = await summary();
    const failingAfter = await failingNow();
    const byKind = Object.fromEntries(after.attention.map((a) => [a.kind, a]));
    expect(after.attention[0]!.kind).toBe('unfunded');
    expect(byKind.unfunded).toMatchObject({ count: 1, text: ATTENTION_TEXT.unfunded.one, link: '/billing' });
    const failing = byKind['webhooks-failing']!;
    expect(failing.link).toBe('/webhooks');
    expect(failing.count).toBeGreaterThanOrEqual(Math.max(failingBefore, 1));
    expect(failing.count).toBeLessThanOrEqual(failingAfter);
    expect(failing.text).toBe(
      failing.count === 1
        ? ATTENTION_TEXT['webhooks-failing'].one
        : fillText(ATTENTION_TEXT['webhooks-failing'].many, { count: failing.count }),
    );
    expect(byKind['cnam-rejected']).toMatchObject({ count: 1, link: '/cnam' });
    expect(byKind['cards-expiring']!.count).toBeGreaterThanOrEqual(1);
    if (noSet > 1)
      expect(byKind['numbers-without-set']!.text).toBe(
        fillText(ATTENTION_TEXT['numbers-without-set'].many, { count: noSet }),
      );
  });

  it("is the reader's own account's, and dashboard-read's", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v3/dashboard', headers: as.agent });
    expect(res.statusCode).toBe(403);
    const theirs = await summary(as.globex);
    expect(theirs.numbersOwned).toBe((await activeNumbers(t.database.db, GLOBEX.accountSid)).length);
    expect(theirs.attention.map((a) => a.kind)).not.toContain('cnam-rejected');
  });
});
