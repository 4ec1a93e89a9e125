import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  CARD_REFUSALS,
  FUNDS_TEXT,
  PAYMENT_METHOD_TEXT,
  fillText,
  type TPaymentMethodItem,
} from '@parley/domain';
import { auditLog, paymentMethods } from '../../db/schema/index';
import { ACME, GLOBEX, bearer, buildTestApp, logSink, signIn, type TestContext } from '../../../test/helpers';

let t: TestContext;
const log = logSink();
let owner: Record<string, string>;
let globex: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp({ logLevel: 'debug' }, { logStream: log.stream });
  owner = bearer((await signIn(t.app, 'owner@acme.test')).accessToken);
  globex = bearer((await signIn(t.app, GLOBEX.owner)).accessToken);
});
afterAll(() => t.app.close());

const NEXT_YEAR = new Date().getUTCFullYear() + 1;
const card = (number: string, more: Record<string, unknown> = {}) => ({
  type: 'card',
  card: {
    number,
    expiryMonth: 12,
    expiryYear: NEXT_YEAR,
    securityCode: '123',
    firstName: 'Olivia',
    lastName: 'Owens',
    ...more,
  },
});
const add = (body: object, headers = owner) =>
  t.app.inject({ method: 'POST', url: '/v3/payment-methods', headers, payload: body });
const list = async (headers = owner) =>
  (await t.app.inject({ method: 'GET', url: '/v3/payment-methods', headers })).json()
    .payload as TPaymentMethodItem[];
const rowsOf = (accountSid: string) =>
  t.database.db.select().from(paymentMethods).where(eq(paymentMethods.accountSid, accountSid));

describe('payment methods (issue 27)', () => {
  it('adds a card through the processor, keeping its brand, last four, expiry and names, never its number', async () => {
    // Globex has no card yet: its first is its default
    const res = await add(card('4242 4242 4242 4242'), globex);
    expect(res.statusCode).toBeLessThan(300);
    const item = res.json().payload[0] as TPaymentMethodItem;
    expect(item).toMatchObject({
      type: 'card',
      isDefault: true,
      ach: null,
      card: {
        cardType: 'Visa',
        number: '•••• 4242',
        expiryMonth: 12,
        expiryYear: NEXT_YEAR,
        firstName: 'Olivia',
        lastName: 'Owens',
      },
    });
    expect(item.id).toMatch(/^PM[0-9a-f]{32}$/);
    // the number and the security code are nowhere: not in the table, the audit log or the logs
    const dump =
      JSON.stringify(await rowsOf(ACME)) + JSON.stringify(await t.database.db.select().from(auditLog));
    expect(dump).not.toContain('4242424242424242');
    expect(dump).not.toContain('4242 4242 4242 4242');
    expect(log.text()).not.toMatch(/4242[ -]?4242[ -]?4242[ -]?4242/);
    const everything = await t.database.db.execute(
      sql`select string_agg(t::text, '') as all from payment_methods t`,
    );
    expect(JSON.stringify(everything)).not.toContain('4242424242424242');
  });

  it('refuses what the form refuses, with its message and field, storing nothing', async () => {
    const before = (await rowsOf(ACME)).length;
    const cases: [object, string, string][] = [
      [card('4242 4242 4242 4241'), 'card.number', CARD_REFUSALS.invalidNumber],
      [card('4242-4242-x'), 'card.number', PAYMENT_METHOD_TEXT.numberDigits],
      [card(''), 'card.number', PAYMENT_METHOD_TEXT.numberRequired],
      [
        card('4242424242424242', { expiryMonth: 1, expiryYear: 2020 }),
        'card.expiryYear',
        CARD_REFUSALS.expired,
      ],
      [
        card('4242424242424242', { securityCode: '12' }),
        'card.securityCode',
        PAYMENT_METHOD_TEXT.securityCode,
      ],
      [card('4242424242424242', { expiryMonth: 13 }), 'card.expiryMonth', PAYMENT_METHOD_TEXT.expiryMonth],
      [card('4242424242424242', { expiryYear: 'next' }), 'card.expiryYear', PAYMENT_METHOD_TEXT.expiryYear],
      [card('4242424242424242', { firstName: ' ' }), 'card.firstName', PAYMENT_METHOD_TEXT.firstName],
      // the processor's own check: American Express has a 4-digit code
      [card('378282246310005', { securityCode: '123' }), 'card.securityCode', CARD_REFUSALS.incorrectCvc],
    ];
    for (const [body, field, message] of cases) {
      const res = await add(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toContainEqual(expect.objectContaining({ field, message }));
    }
    expect(await add({ ...card('4242424242424242'), extra: 1 })).toMatchObject({ statusCode: 400 });
    expect(await rowsOf(ACME)).toHaveLength(before);
  });

  it('keeps one default: a new card is not it until chosen; removing the default makes the newest other one it', async () => {
    // Acme's demo cards, added through the processor at start: the Visa is the default
    const demo = await list();
    expect(demo.map((m) => [m.card?.cardType, m.card?.number, m.isDefault]).sort()).toEqual([
      ['Mastercard', '•••• 4444', false],
      ['Visa', '•••• 4242', true],
    ]);
    const second = (await add(card('5555 5555 5555 4444'))).json().payload[0] as TPaymentMethodItem;
    expect(second.isDefault).toBe(false);
    const made = await t.app.inject({
      method: 'PUT',
      url: `/v3/payment-methods/${second.id}/default`,
      headers: owner,
    });
    expect(made.json().payload[0]).toMatchObject({ id: second.id, isDefault: true });
    expect((await list()).filter((m) => m.isDefault).map((m) => m.id)).toEqual([second.id]);

    const third = (await add(card('6011 1111 1111 1117'))).json().payload[0] as TPaymentMethodItem;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/v3/payment-methods/${second.id}`,
      headers: owner,
    });
    expect(removed.statusCode).toBe(200);
    const left = await list();
    expect(left.find((m) => m.id === second.id)).toBeUndefined();
    expect(left.filter((m) => m.isDefault).map((m) => m.id)).toEqual([third.id]);
  });

  it('answers another account 404 for a default, and a user without manage-payment 403', async () => {
    const [mine] = await list();
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/v3/payment-methods/${mine!.id}/default`,
      headers: globex,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await list(globex)).map((m) => m.id)).not.toContain(mine!.id);
    const admin = bearer((await signIn(t.app, 'admin@acme.test')).accessToken);
    expect((await add(card('4242424242424242'), admin)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v3/payment-methods', headers: admin })).statusCode,
    ).toBe(403);
  });

  describe('bank accounts for ACH', () => {
    const bank = (more: Record<string, unknown> = {}) => ({
      type: 'ach',
      ach: {
        bankName: 'First Demo Bank',
        routingNumber: '110000000',
        accountNumber: '000123456789',
        accountHolderName: 'Acme Inc',
        accountType: 'checking',
        ...more,
      },
    });
    const verify = (id: string, amounts: unknown, headers = globex) =>
      t.app.inject({
        method: 'POST',
        url: `/v3/payment-methods/${id}/verify`,
        headers,
        payload: { amounts },
      });
    /** the deposits, read from the mail as the account holder reads their statement */
    const depositsIn = (text: string) =>
      [...text.matchAll(/\$0\.(\d\d)/g)].map((m) => Number(m[1])) as [number, number];

    it('keeps the bank, holder, type and last four; mails the two deposits; charges it only once they are confirmed', async () => {
      const res = await add(bank(), globex);
      expect(res.statusCode, res.body).toBe(200);
      const item = res.json().payload[0] as TPaymentMethodItem;
      expect(item).toMatchObject({
        type: 'ach',
        card: null,
        verified: false,
        isDefault: false,
        ach: {
          bankName: 'First Demo Bank',
          accountNumber: '•••• 6789',
          accountHolderName: 'Acme Inc',
          accountType: 'checking',
        },
      });
      const dump = JSON.stringify(await rowsOf(GLOBEX.accountSid)) + log.text();
      expect(dump).not.toContain('000123456789');
      expect(dump).not.toContain('110000000');
      const mail = t.mail.at(-1)!;
      expect(mail).toMatchObject({ to: GLOBEX.owner, subject: PAYMENT_METHOD_TEXT.depositsSubject });
      const deposits = depositsIn(mail.text);
      expect(deposits).toHaveLength(2);

      // not chargeable, not choosable as the default, until verified
      const funds = await t.app.inject({
        method: 'POST',
        url: '/v3/billing/funds',
        headers: globex,
        payload: { amount: 10, paymentMethodId: item.id, idempotencyKey: 'ach-before-verify' },
      });
      expect(funds.json().error[0]).toMatchObject({ message: FUNDS_TEXT.achUnverified });
      const asDefault = await t.app.inject({
        method: 'PUT',
        url: `/v3/payment-methods/${item.id}/default`,
        headers: globex,
      });
      expect(asDefault.statusCode).toBe(400);

      const wrong = [deposits[0] === 99 ? 98 : deposits[0] + 1, deposits[1]];
      const first = await verify(item.id, wrong);
      expect(first.statusCode).toBe(400);
      expect(first.json().error[0]).toMatchObject({
        field: 'amounts',
        message: fillText(PAYMENT_METHOD_TEXT.depositsWrong, { left: 2 }),
      });
      expect((await verify(item.id, [0, 5])).json().error[0]).toMatchObject({
        message: PAYMENT_METHOD_TEXT.depositAmount,
      });
      // either order
      const right = await verify(item.id, [deposits[1], deposits[0]]);
      expect(right.statusCode, right.body).toBe(200);
      expect(right.json().payload[0]).toMatchObject({ id: item.id, verified: true });
      expect((await verify(item.id, deposits)).json().error[0]).toMatchObject({
        message: PAYMENT_METHOD_TEXT.alreadyVerified,
      });
      const paid = await t.app.inject({
        method: 'POST',
        url: '/v3/billing/funds',
        headers: globex,
        payload: { amount: 10, paymentMethodId: item.id, idempotencyKey: 'ach-after-verify' },
      });
      expect(paid.statusCode, paid.body).toBe(200);
      expect((await verify(item.id, deposits, owner)).statusCode).toBe(404);
    });

    it('locks a bank account after three wrong tries, and refuses a routing number that fails its check digit', async () => {
      const item = (await add(bank({ accountNumber: '000222333444' }), globex)).json()
        .payload[0] as TPaymentMethodItem;
      const deposits = depositsIn(t.mail.at(-1)!.text);
      const wrong = [deposits[0] === 99 ? 98 : deposits[0] + 1, deposits[1]];
      for (let i = 0; i < 2; i++) expect((await verify(item.id, wrong)).statusCode).toBe(400);
      expect((await verify(item.id, wrong)).json().error[0]).toMatchObject({
        message: PAYMENT_METHOD_TEXT.depositsLocked,
      });
      // the right amounts no longer help
      expect((await verify(item.id, deposits)).json().error[0]).toMatchObject({
        message: PAYMENT_METHOD_TEXT.depositsLocked,
      });

      const before = (await rowsOf(GLOBEX.accountSid)).length;
      const bad = await add(bank({ routingNumber: '110000001' }), globex);
      expect(bad.json().error[0]).toMatchObject({
        field: 'ach.routingNumber',
        message: PAYMENT_METHOD_TEXT.routingChecksum,
      });
      const short = await add(bank({ accountNumber: '12' }), globex);
      expect(short.json().error[0]).toMatchObject({
        field: 'ach.accountNumber',
        message: PAYMENT_METHOD_TEXT.accountNumber,
      });
      expect(await rowsOf(GLOBEX.accountSid)).toHaveLength(before);
    });
  });
});
