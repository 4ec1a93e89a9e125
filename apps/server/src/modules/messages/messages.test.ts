import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  FINAL_MESSAGE_STATUSES,
  IDEMPOTENCY_KEY_TEXT,
  KEYWORD_REPLIES,
  MESSAGES,
  MESSAGE_TEXTS,
  fillText,
  type TInboundResult,
  type TMessage,
} from '@parley/domain';
import {
  accounts,
  assetBlobs,
  assets,
  contacts,
  messages,
  auditLog,
  ledgerEntries,
  messageTemplates,
  numberSets,
  phoneNumbers,
} from '../../db/schema/index';

import { postToLedger, WITHOUT_JOBS } from '../../ledger/ledger';
import { startReceiver } from '../../../test/webhook-receiver';
import { verifyWebhook } from '../../lib/webhook-signature';
import { ACME, GLOBEX, bearer, buildTestApp, signIn, type TestContext } from '../../../test/helpers';
import { until } from '../../../test/until';
import {
  activeNumbers as activeNumbersOf,
  numbersReady,
  recipient as recipientOn,
} from '../../../test/messaging';

let t: TestContext;
let owner: Record<string, string>;
let globex: Record<string, string>;
/** Acme's active numbers that send SMS and MMS */
let from: string;
let globexNumber: string;

const activeNumbers = (accountSid: string) => activeNumbersOf(t.database.db, accountSid);

beforeAll(async () => {
  t = await buildTestApp();
  owner = bearer((await signIn(t.app, 'owner@acme.test')).accessToken);
  globex = bearer((await signIn(t.app, GLOBEX.owner)).accessToken);
  await numbersReady(t.app, t.database.db, [ACME, GLOBEX.accountSid]);
  from = (await activeNumbers(ACME)).find(
    (n) => n.smsEnabled && n.mmsEnabled && n.numberType === 1,
  )!.phoneNumber;
  globexNumber = (await activeNumbers(GLOBEX.accountSid))[0]!.phoneNumber;
}, 60_000);
afterAll(() => t.app.close());

const send = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/v3/messages', headers, payload });
const inbound = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/v3/network/inbound', headers: owner, payload });
const get = (sid: string, headers = owner) =>
  t.app.inject({ method: 'GET', url: `/v3/messages/${sid}`, headers });
const balanceOf = async (_db: unknown, accountSid: string) =>
  (
    await t.database.db
      .select({ balance: accounts.balance })
      .from(accounts)
      .where(eq(accounts.accountSid, accountSid))
  )[0]!.balance;
/** Acme's message charges (refunds of failed messages, posted by jobs meanwhile, are not counted). */
const messageCharges = async () =>
  (await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.accountSid, ACME))).filter(
    (e) => e.kind === 'message' && e.amount < 0,
  ).length;

const recipient = (kind: 'mobile' | 'landline', start?: number) => recipientOn(t.app, kind, start);

describe('sending (issue 28)', () => {
  it('charges per segment in the transaction of the message and moves it through the network', async () => {
    const to = await recipient('mobile');
    const before = await balanceOf(t.database.db, ACME);
    const body = 'Your order has shipped. '.repeat(8); // 192 GSM characters: 2 segments
    const res = await send(owner, { from, to, body });
    expect(res.statusCode, res.body).toBe(200);
    const sent = res.json().payload[0] as TMessage;
    expect(sent).toMatchObject({
      direction: 'outbound',
      from,
      to,
      status: 'queued',
      encoding: 'GSM7',
      segments: 2,
    });
    expect(sent.messageSid).toMatch(/^SM[0-9a-f]{32}$/);
    expect(sent.price).toBe('0.0158');
    expect(await balanceOf(t.database.db, ACME)).toBe(before - 158);
    const [entry] = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.accountSid, ACME), eq(ledgerEntries.reference, sent.messageSid)));
    expect(entry).toMatchObject({ kind: 'message', amount: -158 });
    let final: TMessage | undefined;
    await until(async () => {
      final = (await get(sent.messageSid)).json().payload[0] as TMessage;
      return FINAL_MESSAGE_STATUSES.includes(final.status);
    });
    // the network's fate is drawn per message (about 96 in 100 to a mobile are delivered): each
    // outcome has the history and code it must have
    const history = final!.statusHistory.map((e) => e.status);
    if (final!.status === 'delivered') {
      expect(history).toEqual(['queued', 'sent', 'delivered']);
      expect(final!.errorCode).toBeNull();
    } else if (final!.status === 'undelivered') {
      expect(history).toEqual(['queued', 'sent', 'undelivered']);
      expect(['30003', '30007', '30008']).toContain(final!.errorCode);
    } else {
      expect(history).toEqual(['queued', 'failed']);
      expect(final!.errorCode).toBe('30005');
    }
  });

  it('concurrent sends from one account all go through (the account is locked before the message refers to it)', async () => {
    const to = await recipient('mobile', 2125550100);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => send(owner, { from, to, body: `Together ${i}` })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
  });

  it('a send retried with its idempotency key answers the first message and charges once, even at once', async () => {
    const to = await recipient('mobile', 2136660400);
    const before = await messageCharges();
    const payload = { from, to, body: 'Sent once', idempotencyKey: 'retry-key-1' };
    const first = await send(owner, payload);
    expect(first.statusCode, first.body).toBe(200);
    const sid = (first.json().payload[0] as TMessage).messageSid;
    const again = await send(owner, payload);
    expect((again.json().payload[0] as TMessage).messageSid).toBe(sid);
    // two at once with a new key: one message, both answered with it
    const twice = await Promise.all(
      [1, 2].map(() => send(owner, { ...payload, idempotencyKey: 'retry-key-2' })),
    );
    const sids = twice.map((r) => (r.json().payload[0] as TMessage).messageSid);
    expect(sids[0]).toBe(sids[1]);
    expect(sids[0]).not.toBe(sid);
    expect(await messageCharges()).toBe(before + 2);
    const rows = await t.database.db.select().from(messages).where(eq(messages.toNumber, to));
    expect(rows).toHaveLength(2);
    // the key is the account's: another account's same key sends its own message
    const other = await send(globex, {
      from: globexNumber,
      to,
      body: 'Sent once',
      idempotencyKey: 'retry-key-1',
    });
    expect(other.statusCode, other.body).toBe(200);
    expect((other.json().payload[0] as TMessage).messageSid).not.toBe(sid);
  });

  it('a landline never delivers: it fails with 30006 and the charge is refunded', async () => {
    const to = await recipient('landline');
    const before = await balanceOf(t.database.db, ACME);
    const res = await send(owner, { from, to, body: 'Hello' });
    expect(res.statusCode, res.body).toBe(200);
    const sid = (res.json().payload[0] as TMessage).messageSid;
    let final: TMessage | undefined;
    await until(async () => {
      final = (await get(sid)).json().payload[0] as TMessage;
      return final.status === 'failed';
    });
    expect(final!.errorCode).toBe('30006');
    await until(async () => (await balanceOf(t.database.db, ACME)) === before);
  });

  it('a number set picks its senders in turn (round-robin)', async () => {
    const [set] = await t.database.db
      .select()
      .from(numberSets)
      .where(and(eq(numberSets.accountSid, ACME), eq(numberSets.strategy, 'round-robin')));
    const to = await recipient('mobile');
    const senders = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const res = await send(owner, { numberSetId: set!.id, to, body: `Turn ${i}` });
      expect(res.statusCode, res.body).toBe(200);
      const m = res.json().payload[0] as TMessage;
      expect(m.numberSetId).toBe(set!.id);
      senders.add(m.from);
    }
    expect(senders.size).toBe(3);
  });

  it('fills a template from the request, then the contact, then defaults; a variable with none is a 400 naming it', async () => {
    const to = await recipient('mobile');
    const make = async (content: string) =>
      (
        await t.database.db
          .insert(messageTemplates)
          .values({
            id: `MT${Math.random().toString(16).slice(2).padEnd(32, '0').slice(0, 32)}`,
            accountSid: ACME,
            title: `Test ${content}`,
            content,
            encoding: 'GSM7',
            parts: 1,
            segments: 1,
          })
          .returning()
      )[0]!.id;
    const greeting = await make('Hi %FIRSTNAME|there%, your code is %CODE%');
    const ok = await send(owner, { from, to, templateId: greeting, variables: { CODE: '4411' } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((ok.json().payload[0] as TMessage).body).toBe('Hi there, your code is 4411');
    await t.database.db.insert(contacts).values({
      contactId: `CT${'c'.repeat(32)}`,
      accountSid: ACME,
      extData: { firstname: 'Ann', phonenumber1: to },
    });
    const fromContact = await send(owner, { from, to, templateId: greeting, variables: { CODE: '9' } });
    expect((fromContact.json().payload[0] as TMessage).body).toBe('Hi Ann, your code is 9');
    const missing = await send(owner, { from, to, templateId: greeting });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error[0].message).toBe(fillText(MESSAGE_TEXTS.variableMissing, { name: 'CODE' }));
  });
});

describe('sending refuses, charging nothing', () => {
  const refusals: Array<[string, () => Record<string, unknown>, string]> = [
    [
      'a number of another account',
      () => ({ from: globexNumber, to: '+12015550123', body: 'x' }),
      'fromNotOwned',
    ],
    ['a recipient not in E.164', () => ({ from, to: '2015550123', body: 'x' }), MESSAGE_TEXTS.toFormat],
    [
      '1,601 GSM characters',
      () => ({ from, to: '+12015550123', body: 'a'.repeat(1601) }),
      'Maximum length for GSM7 exceeded.',
    ],
    ['no sender', () => ({ to: '+12015550123', body: 'x' }), MESSAGE_TEXTS.senderRequired],
    [
      'a body and a template',
      () => ({ from, to: '+12015550123', body: 'x', templateId: 'MT1' }),
      MESSAGE_TEXTS.contentBoth,
    ],
    [
      'an unknown template',
      () => ({ from, to: '+12015550123', templateId: 'MT00' }),
      MESSAGE_TEXTS.templateUnknown,
    ],
    [
      'an unknown image',
      () => ({ from, to: '+12015550123', body: 'x', mediaAssetId: 'AS00' }),
      MESSAGE_TEXTS.mediaUnknown,
    ],
    [
      'an idempotency key of 7 characters',
      () => ({ from, to: '+12015550123', body: 'x', idempotencyKey: 'short12' }),
      IDEMPOTENCY_KEY_TEXT,
    ],
    [
      'an unknown number set',
      () => ({ numberSetId: 'NS00', to: '+12015550123', body: 'x' }),
      MESSAGE_TEXTS.setUnknown,
    ],
  ];
  it.each(refusals)('%s', async (_name, payload, message) => {
    const before = await messageCharges();
    const res = await send(owner, payload());
    expect(res.statusCode, res.body).toBe(400);
    const expected =
      message === 'fromNotOwned' ? fillText(MESSAGE_TEXTS.fromNotOwned, { number: globexNumber }) : message;
    expect(JSON.stringify(res.json().error)).toContain(expected);
    expect(await messageCharges()).toBe(before);
  });

  it('an unfunded account gets 402 in the spec’s words and nothing is sent', async () => {
    // Globex holds numbers and $100: spend the balance to zero through the ledger, then send
    const balance = await balanceOf(t.database.db, GLOBEX.accountSid);
    await t.database.db.transaction((tx) =>
      postToLedger(
        tx,
        { accountSid: GLOBEX.accountSid, amount: -balance, kind: 'adjustment', description: 'test: spent' },
        WITHOUT_JOBS,
      ),
    );
    const [number] = (await activeNumbers(GLOBEX.accountSid)).filter((n) => n.smsEnabled);
    const before = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.accountSid, GLOBEX.accountSid));
    const res = await send(globex, { from: number!.phoneNumber, to: '+12015550123', body: 'x' });
    expect(res.statusCode, res.body).toBe(402);
    expect(res.json().error[0].message).toBe(MESSAGES.unfunded);
    const after = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.accountSid, GLOBEX.accountSid));
    expect(after.length).toBe(before.length);
    await t.database.db.transaction((tx) =>
      postToLedger(
        tx,
        { accountSid: GLOBEX.accountSid, amount: balance, kind: 'adjustment', description: 'test: back' },
        WITHOUT_JOBS,
      ),
    );
  });

  it('another account’s message is 404, as is a sid of no message', async () => {
    const res = await send(owner, { from, to: '+12015550199', body: 'Mine' });
    const sid = (res.json().payload[0] as TMessage).messageSid;
    expect((await get(sid, globex)).statusCode).toBe(404);
    expect((await get('SMnot-a-sid')).statusCode).toBe(404);
    expect((await get(sid)).statusCode).toBe(200);
  });
});

describe('opt-out (issue 28)', () => {
  it('STOP blocks the account’s messages to the sender, answered by the network; START lifts it; both audited', async () => {
    const customer = await recipient('mobile', 2025550100);
    const stop = await inbound({ from: customer, to: from, body: 'Stop.' });
    expect(stop.statusCode, stop.body).toBe(200);
    const result = stop.json().payload[0] as TInboundResult;
    expect(result.keyword).toBe('opt-out');
    expect(result.message).toMatchObject({
      direction: 'inbound',
      status: 'received',
      from: customer,
      to: from,
    });
    expect(result.reply).toMatchObject({
      direction: 'outbound',
      to: customer,
      from,
      body: KEYWORD_REPLIES.optOut,
      price: '0.0000',
    });

    const list = await t.app.inject({ method: 'GET', url: '/v3/opt-outs', headers: owner });
    expect(list.json().payload).toContainEqual(
      expect.objectContaining({ phoneNumber: customer, keyword: 'STOP', viaNumber: from }),
    );

    const before = await messageCharges();
    const refused = await send(owner, { from, to: customer, body: 'Sale!' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error[0].message).toBe(fillText(MESSAGE_TEXTS.optedOut, { number: customer }));
    expect(await messageCharges()).toBe(before);

    const start = await inbound({ from: customer, to: from, body: 'START' });
    expect((start.json().payload[0] as TInboundResult).reply?.body).toBe(KEYWORD_REPLIES.optIn);
    expect((await send(owner, { from, to: customer, body: 'Welcome back' })).statusCode).toBe(200);

    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, customer));
    expect(audits.map((a) => a.action).sort()).toEqual(['opt-outs.opt-in', 'opt-outs.opt-out']);
  });

  it('HELP is answered with the account’s help text; an ordinary message only received', async () => {
    const customer = '+12025550177';
    const help = (await inbound({ from: customer, to: from, body: 'help' })).json()
      .payload[0] as TInboundResult;
    expect(help.keyword).toBe('help');
    expect(help.reply?.body).toContain('reply STOP to unsubscribe');
    const plain = (await inbound({ from: customer, to: from, body: 'Please stop by tomorrow' })).json()
      .payload[0] as TInboundResult;
    expect(plain).toMatchObject({ keyword: null, reply: null });
  });

  it('inbound is refused to a number the account does not hold', async () => {
    const res = await inbound({ from: '+12025550177', to: globexNumber, body: 'Hi' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error[0].message).toBe(
      fillText(MESSAGE_TEXTS.inboundToNotOwned, { number: globexNumber }),
    );
  });
});

describe('the log (issue 28)', () => {
  it('filters by direction, status and digits, and pages by cursor newest first', async () => {
    const to = await recipient('mobile', 3125550100);
    for (let i = 0; i < 5; i++)
      expect((await send(owner, { from, to, body: `Page ${i}` })).statusCode).toBe(200);
    const digits = to.slice(-7);
    const first = await t.app.inject({
      method: 'GET',
      url: `/v3/messages?to=${digits}&direction=outbound&limit=2`,
      headers: owner,
    });
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json();
    expect(page1.payload.map((m: TMessage) => m.body)).toEqual(['Page 4', 'Page 3']);
    const second = await t.app.inject({
      method: 'GET',
      url: `/v3/messages?to=${digits}&direction=outbound&limit=2&cursor=${page1.page.nextCursor}`,
      headers: owner,
    });
    expect(second.json().payload.map((m: TMessage) => m.body)).toEqual(['Page 2', 'Page 1']);
    const bad = await t.app.inject({ method: 'GET', url: '/v3/messages?errorCode=123', headers: owner });
    expect(bad.statusCode).toBe(400);
    const inboundOnly = await t.app.inject({
      method: 'GET',
      url: '/v3/messages?direction=inbound',
      headers: owner,
    });
    expect(inboundOnly.json().payload.every((m: TMessage) => m.direction === 'inbound')).toBe(true);
    const others = await t.app.inject({ method: 'GET', url: `/v3/messages?to=${digits}`, headers: globex });
    expect(others.json().payload).toEqual([]);
  });
});

describe('webhook events of messages (issue 28)', () => {
  it('a sent message is POSTed to a subscribed webhook, signed, and its detail lists the delivery', async () => {
    const receiver = await startReceiver();
    try {
      const made = await t.app.inject({
        method: 'POST',
        url: '/v3/webhooks',
        headers: owner,
        payload: {
          name: 'Message events test',
          url: receiver.url('/ok'),
          enabled: true,
          events: ['sms_outbound'],
        },
      });
      expect(made.statusCode, made.body).toBe(200);
      const secret = made.json().payload[0].secret as string;
      const to = await recipient('mobile', 4155550100);
      const res = await send(owner, { from, to, body: 'Webhook me' });
      const sid = (res.json().payload[0] as TMessage).messageSid;
      await until(async () => receiver.on('/ok').some((r) => r.body.includes(sid)));
      const got = receiver.on('/ok').find((r) => r.body.includes(sid))!;
      expect(verifyWebhook(secret, got.body, got.headers['x-parley-signature'] as string)).toBe(true);
      const body = JSON.parse(got.body) as { event: string; data: Record<string, unknown> };
      expect(body.event).toBe('sms_outbound');
      expect(body.data).toMatchObject({
        smsid: sid,
        to,
        from,
        body: 'Webhook me',
        messagecount: 1,
        tocountry: 'US',
      });
      await until(async () => {
        const detail = (await get(sid)).json().payload[0] as TMessage;
        return detail.webhookDeliveries.some((d) => d.status === 'delivered' && d.lastStatusCode === 200);
      });
    } finally {
      await receiver.close();
    }
  });
});

describe('MMS (issue 28)', () => {
  /** An image of the account of `size` bytes: the send reads its size from its blob. */
  async function imageOf(size: number): Promise<string> {
    const hash = `test-${size}-${Math.random().toString(16).slice(2)}`;
    await t.database.db
      .insert(assetBlobs)
      .values({ hash, size, contentType: 'image/png', location: 'database', refCount: 1 });
    const id = `AS${Math.random().toString(16).slice(2).padEnd(32, '0').slice(0, 32)}`;
    await t.database.db.insert(assets).values({
      id,
      accountSid: ACME,
      name: `Test image ${hash}`,
      blobHash: hash,
      publicToken: hash,
    });
    return id;
  }

  it('a sender without the capability is refused: no SMS, or no MMS for an image', async () => {
    const [number] = (await activeNumbers(ACME)).filter((n) => n.phoneNumber !== from);
    const set = (changes: { smsEnabled?: boolean; mmsEnabled?: boolean }) =>
      t.database.db.update(phoneNumbers).set(changes).where(eq(phoneNumbers.id, number!.id));
    const before = await messageCharges();
    try {
      await set({ smsEnabled: true, mmsEnabled: false });
      const mms = await send(owner, {
        from: number!.phoneNumber,
        to: '+12015550123',
        body: 'A picture',
        mediaAssetId: await imageOf(10_000),
      });
      expect(mms.statusCode).toBe(400);
      expect(mms.json().error[0].message).toBe(
        fillText(MESSAGE_TEXTS.fromNoMms, { number: number!.phoneNumber }),
      );
      await set({ smsEnabled: false });
      const sms = await send(owner, { from: number!.phoneNumber, to: '+12015550123', body: 'Hi' });
      expect(sms.statusCode).toBe(400);
      expect(sms.json().error[0].message).toBe(
        fillText(MESSAGE_TEXTS.fromNoSms, { number: number!.phoneNumber }),
      );
      expect(await messageCharges()).toBe(before);
    } finally {
      await set({ smsEnabled: number!.smsEnabled, mmsEnabled: number!.mmsEnabled });
    }
  });

  it('is charged as one MMS within the recipient carrier’s budget, and refused over it, charging nothing', async () => {
    let to = '';
    for (let n = 2065550100; !to; n++) {
      const line = await t.app.network.lookup(`+1${n}`);
      if (line.lineType !== 'landline' && line.mmsMaxBytes === 500_000) to = `+1${n}`;
    }
    const small = await send(owner, { from, to, body: 'A picture', mediaAssetId: await imageOf(400_000) });
    expect(small.statusCode, small.body).toBe(200);
    expect(small.json().payload[0]).toMatchObject({ segments: 1, price: '0.0200' });
    const before = await messageCharges();
    const big = await send(owner, { from, to, body: 'Too big', mediaAssetId: await imageOf(600_000) });
    expect(big.statusCode).toBe(400);
    expect(big.json().error[0].message).toBe(
      fillText(MESSAGE_TEXTS.mediaTooLarge, { size: '600 KB', budget: '500 KB' }),
    );
    expect(await messageCharges()).toBe(before);
  });
});
