import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { CARD_REFUSALS, PAYMENT_METHOD_TEXT, type TPaymentMethodItem } from '@parley/domain';
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
});
