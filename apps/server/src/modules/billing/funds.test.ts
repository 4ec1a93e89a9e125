import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  AUTO_RECHARGE_TEXT,
  CARD_REFUSALS,
  FORM_FIELDS_OUR_TEXT,
  FUNDS_TEXT,
  LEDGER_MESSAGES,
  fillText,
  unitsOfDollars,
  type TAutoRecharge,
  type TFundsAdded,
  type TPaymentMethodItem,
} from '@parley/domain';
import { accountConfig, ledgerEntries, paymentMethods } from '../../db/schema/index';
import { balanceOf, ledgerProblems, postToLedger } from '../../ledger/ledger';
import { ACME, GLOBEX, WEST, bearer, buildTestApp, signIn, type TestContext } from '../../../test/helpers';
import { until } from '../../../test/until';

let t: TestContext;
let owner: Record<string, string>;
let globex: Record<string, string>;
/** Acme's owner acting in the unfunded sub-account Acme West */
let west: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  const acme = await signIn(t.app, 'owner@acme.test');
  owner = bearer(acme.accessToken);
  globex = bearer((await signIn(t.app, GLOBEX.owner)).accessToken);
  const imp = await t.app.inject({
    method: 'POST',
    url: '/v3/auth/impersonate',
    headers: owner,
    payload: { accountSid: WEST },
  });
  west = bearer(imp.json().payload[0].accessToken);
  await t.app.jobs.start();
});
afterAll(() => t.app.close());

const NEXT_YEAR = new Date().getUTCFullYear() + 1;
const addCard = async (number: string, headers: Record<string, string>) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v3/payment-methods',
    headers,
    payload: {
      type: 'card',
      card: {
        number,
        expiryMonth: 12,
        expiryYear: NEXT_YEAR,
        securityCode: '123',
        firstName: 'Ann',
        lastName: 'Lee',
      },
    },
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return (res.json().payload[0] as TPaymentMethodItem).id;
};
const fund = (headers: Record<string, string>, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/v3/billing/funds',
    headers,
    payload: { idempotencyKey: randomUUID(), ...body },
  });
const entries = (accountSid: string) =>
  t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.accountSid, accountSid));
const funded = async (accountSid: string) =>
  (
    await t.database.db
      .select({ value: accountConfig.value })
      .from(accountConfig)
      .where(and(eq(accountConfig.accountSid, accountSid), eq(accountConfig.key, 'funded')))
  )[0]?.value;

describe('add funds (issue 27)', () => {
  it('charges the card and credits the balance once per idempotency key; the unfunded account becomes funded', async () => {
    expect(await funded(WEST)).toBe('0');
    const card = await addCard('4242 4242 4242 4242', west);
    const body = { amount: 50, paymentMethodId: card, idempotencyKey: randomUUID() };
    const first = await fund(west, body);
    expect(first.statusCode, first.body).toBe(200);
    const added = first.json().payload[0] as TFundsAdded;
    expect(added).toMatchObject({
      replayed: false,
      balance: { balance: '50.0000', funded: true },
      entry: { kind: 'funds', amount: '50.0000', balanceAfter: '50.0000' },
    });
    expect(added.entry.description).toBe('Funds added of $50.00 from Visa ending 4242');
    expect(await funded(WEST)).toBe('1');
    // the same key again (a retried request): the first answer, nothing charged twice
    const again = await fund(west, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().payload[0]).toMatchObject({ replayed: true, entry: { id: added.entry.id } });
    expect(await entries(WEST)).toHaveLength(1);
    // ten concurrent retries of one new key: one credit
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        fund(west, { amount: 10, paymentMethodId: card, idempotencyKey: key }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect((await entries(WEST)).filter((e) => e.idempotencyKey === `funds:${key}`)).toHaveLength(1);
    expect((await balanceOf(t.database.db, WEST)).balance).toBe('60.0000');
    expect(await ledgerProblems(t.database.db, WEST)).toEqual([]);
  });

  it('answers a declined card and one without funds with 402 in the processor’s words, writing nothing', async () => {
    const before = (await entries(GLOBEX.accountSid)).length;
    for (const [number, message] of [
      ['4000 0000 0000 0002', CARD_REFUSALS.declined],
      ['4000 0000 0000 9995', CARD_REFUSALS.insufficientFunds],
    ] as const) {
      const id = await addCard(number, globex);
      const res = await fund(globex, { amount: 100, paymentMethodId: id });
      expect(res.statusCode).toBe(402);
      expect(res.json().error[0]).toMatchObject({ code: 'payment_required', message });
    }
    expect(await entries(GLOBEX.accountSid)).toHaveLength(before);
  });

  it('refuses an expired card, another account’s method and bad amounts, changing nothing', async () => {
    const id = await addCard('5555 5555 5555 4444', globex);
    // a card that has expired since it was added
    await t.database.db.update(paymentMethods).set({ expiryYear: 2020 }).where(eq(paymentMethods.id, id));
    const expired = await fund(globex, { amount: 10, paymentMethodId: id });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error[0]).toMatchObject({
      field: 'paymentMethodId',
      message: FUNDS_TEXT.cardExpired,
    });

    const [acmeCard] = await t.database.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.accountSid, ACME));
    expect((await fund(globex, { amount: 10, paymentMethodId: acmeCard!.id })).statusCode).toBe(404);
    expect((await fund(globex, { amount: 10, paymentMethodId: 'PM-none' })).statusCode).toBe(404);

    const before = (await entries(ACME)).length;
    const cases: [unknown, string][] = [
      [-5, fillText(FORM_FIELDS_OUR_TEXT.amountRange, { min: 1, max: '100,000' })],
      [10.5, FORM_FIELDS_OUR_TEXT.amountWhole],
      ['ten', FORM_FIELDS_OUR_TEXT.amountRequired],
      [100_001, fillText(FORM_FIELDS_OUR_TEXT.amountRange, { min: 1, max: '100,000' })],
    ];
    for (const [amount, message] of cases) {
      const res = await fund(owner, { amount, paymentMethodId: acmeCard!.id });
      expect(res.statusCode, String(amount)).toBe(400);
      expect(res.json().error[0], String(amount)).toMatchObject({ field: 'amount', message });
    }
    const noKey = await t.app.inject({
      method: 'POST',
      url: '/v3/billing/funds',
      headers: owner,
      payload: { amount: 10, paymentMethodId: acmeCard!.id, idempotencyKey: 'x' },
    });
    expect(noKey.json().error[0]).toMatchObject({
      field: 'idempotencyKey',
      message: FUNDS_TEXT.idempotencyKey,
    });
    expect(await entries(ACME)).toHaveLength(before);
  });
});

describe('auto recharge (issue 27)', () => {
  const get = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/v3/billing/auto-recharge', headers })).json()
      .payload[0] as TAutoRecharge;
  const put = (headers: Record<string, string>, body: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/v3/billing/auto-recharge', headers, payload: body });
  const settings = { enabled: true, threshold: 20, amount: 50, paymentMethodId: null, monthlyLimit: 120 };
  const charge = (accountSid: string, dollars: number) =>
    t.database.db.transaction((tx) =>
      postToLedger(
        tx,
        { accountSid, amount: -unitsOfDollars(dollars), kind: 'number_fee', description: 'A charge' },
        t.app.jobs,
      ),
    );

  it('answers the defaults until saved, and refuses a threshold below $10, a limit below the amount and another account’s method', async () => {
    expect(await get(owner)).toMatchObject({
      enabled: false,
      threshold: 10,
      lastAttempt: null,
      rechargedThisMonth: '0.0000',
    });
    const low = await put(owner, { ...settings, threshold: 5 });
    expect(low.statusCode).toBe(400);
    expect(low.json().error[0]).toMatchObject({ field: 'threshold', message: AUTO_RECHARGE_TEXT.threshold });
    const limit = await put(owner, { ...settings, monthlyLimit: 40 });
    expect(limit.json().error[0]).toMatchObject({
      field: 'monthlyLimit',
      message: AUTO_RECHARGE_TEXT.limitBelowAmount,
    });
    const [acmeCard] = await t.database.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.accountSid, ACME));
    expect((await put(globex, { ...settings, paymentMethodId: acmeCard!.id })).statusCode).toBe(404);
    expect((await get(owner)).enabled).toBe(false);
  });

  it('recharges once when concurrent charges cross the threshold, and the monthly limit stops it', async () => {
    // West holds $60 (the first test) and a Visa 4242 as its default
    expect((await put(west, settings)).statusCode).toBe(200);
    // eight concurrent $6 charges: $60 → $12, crossing $20 once
    await Promise.all(Array.from({ length: 8 }, () => charge(WEST, 6)));
    await until(async () => (await entries(WEST)).some((e) => e.kind === 'auto_recharge'));
    await new Promise((r) => setTimeout(r, 1500));
    const recharges = (await entries(WEST)).filter((e) => e.kind === 'auto_recharge');
    expect(recharges).toHaveLength(1);
    expect((await balanceOf(t.database.db, WEST)).balance).toBe('62.0000');
    expect(await get(west)).toMatchObject({
      rechargedThisMonth: '50.0000',
      lastAttempt: { outcome: 'recharged' },
    });

    // $62 → $2 crosses $20, $10 and $5 in one charge: one recharge, to $52
    await charge(WEST, 60);
    await until(async () => (await entries(WEST)).filter((e) => e.kind === 'auto_recharge').length === 2);
    await charge(WEST, 40);
    // a third would take the month to $150, past the $120 limit: stopped, and the owners told
    await until(async () =>
      t.mail.some((m) => m.to === 'owner@acme.test' && m.text.includes('monthly limit')),
    );
    expect((await get(west)).lastAttempt?.outcome).toBe('limit_reached');
    expect((await entries(WEST)).filter((e) => e.kind === 'auto_recharge')).toHaveLength(2);
    expect(t.mail.find((m) => m.to === 'owner@acme.test')?.subject).toBe(AUTO_RECHARGE_TEXT.failedSubject);
    expect(await ledgerProblems(t.database.db, WEST)).toEqual([]);
  });

  it('tells the account holder about a declined recharge and tries again as the balance falls', async () => {
    const declined = await addCard('4000 0000 0000 0002', globex);
    await t.database.db.transaction((tx) =>
      postToLedger(
        tx,
        { accountSid: GLOBEX.accountSid, amount: unitsOfDollars(100), kind: 'funds', description: 'x' },
        t.app.jobs,
      ),
    );
    const start = unitsOfDollarsOf((await balanceOf(t.database.db, GLOBEX.accountSid)).balance);
    expect(
      (await put(globex, { ...settings, threshold: 40, paymentMethodId: declined, monthlyLimit: 500 }))
        .statusCode,
    ).toBe(200);
    // down to $39: below the threshold, declined
    await charge(GLOBEX.accountSid, start - 39);
    await until(async () => t.mail.some((m) => m.to === GLOBEX.owner));
    expect((await get(globex)).lastAttempt).toMatchObject({ outcome: 'declined' });
    expect((await get(globex)).lastAttempt?.message).toContain(CARD_REFUSALS.declined);
    const told = t.mail.filter((m) => m.to === GLOBEX.owner);
    expect(told.at(-1)?.text).toContain(CARD_REFUSALS.declined);
    // $39 → $30: no level crossed, no new attempt
    await charge(GLOBEX.accountSid, 9);
    await new Promise((r) => setTimeout(r, 1000));
    expect(t.mail.filter((m) => m.to === GLOBEX.owner)).toHaveLength(told.length);
    // $30 → $15: below half the threshold ($20): tried again, declined again, told again
    await charge(GLOBEX.accountSid, 15);
    await until(async () => t.mail.filter((m) => m.to === GLOBEX.owner).length === told.length + 1);
    expect((await entries(GLOBEX.accountSid)).filter((e) => e.kind === 'auto_recharge')).toHaveLength(0);
    expect(await ledgerProblems(t.database.db, GLOBEX.accountSid)).toEqual([]);
  });

  it('warns before an expiring card blocks a recharge (doc 001 §4: within 2 months)', async () => {
    const cards = await t.database.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.accountSid, ACME));
    const mastercard = cards.find((c) => c.brand === 'Mastercard')!;
    const visa = cards.find((c) => c.brand === 'Visa')!;
    const expiring = await put(owner, { ...settings, monthlyLimit: 500, paymentMethodId: mastercard.id });
    expect(expiring.statusCode).toBe(200);
    const expiry = `${String(mastercard.expiryMonth).padStart(2, '0')}/${mastercard.expiryYear}`;
    expect((expiring.json().payload[0] as TAutoRecharge).warning).toBe(
      fillText(AUTO_RECHARGE_TEXT.methodExpiring, { card: 'Mastercard ending 4444', expiry }),
    );
    const fine = await put(owner, { ...settings, monthlyLimit: 500, paymentMethodId: visa.id });
    expect((fine.json().payload[0] as TAutoRecharge).warning).toBeNull();
    const off = await put(owner, {
      ...settings,
      enabled: false,
      monthlyLimit: 500,
      paymentMethodId: mastercard.id,
    });
    expect((off.json().payload[0] as TAutoRecharge).warning).toBeNull();
  });

  it('a charge the balance does not cover is still refused with 402 while auto recharge is on', async () => {
    const balance = unitsOfDollarsOf((await balanceOf(t.database.db, GLOBEX.accountSid)).balance);
    await expect(charge(GLOBEX.accountSid, balance + 1)).rejects.toMatchObject({
      statusCode: 402,
      message: LEDGER_MESSAGES.insufficientFunds,
    });
  });
});

/** whole dollars of a balance text ('15.0000' → 15) */
const unitsOfDollarsOf = (text: string) => Math.floor(Number(text));
