import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MESSAGES, OUR_MESSAGES, WEBHOOK_EVENT_NAMES, WEBHOOK_PRESETS } from '@parley/domain';
import { auditLog, webhooks } from '../../db/schema/index';
import { ACME, GLOBEX, appWithSignIns } from '../../../test/helpers';

const app = appWithSignIns({
  owner: 'owner@acme.test',
  supervisor: 'supervisor@acme.test',
  agent: 'agent@acme.test',
  globex: GLOBEX.owner,
});
const { get, send, as } = app;
const valid = {
  name: 'Ticketing',
  url: 'https://tickets.example.com/parley',
  enabled: true,
  events: ['sms_inbound', 'voicemail'],
};
const acmeRows = () => app.t.database.db.select().from(webhooks).where(eq(webhooks.accountSid, ACME));
const firstId = async () => (await get('/v3/webhooks?limit=1')).json().payload[0].id as string;

describe('webhooks', () => {
  it('lists Acme’s dozen demo webhooks by name, some off, with ISO times', async () => {
    const res = await get('/v3/webhooks');
    expect(res.statusCode).toBe(200);
    const items = res.json().payload;
    expect(items.length).toBeGreaterThanOrEqual(12);
    const names = items.map((w: { name: string }) => w.name.toLowerCase());
    expect(names).toEqual(names.toSorted());
    expect(items.some((w: { enabled: boolean }) => !w.enabled)).toBe(true);
    expect(items[0].created).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    for (const w of items) expect(w.url).toMatch(/^https?:\/\//);
  });

  it('pages through with limit=5, newest first, each once', async () => {
    const all = (await get('/v3/webhooks?sort=-created&limit=500'))
      .json()
      .payload.map((w: { id: string }) => w.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await get(`/v3/webhooks?sort=-created&limit=5${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.payload.length).toBeLessThanOrEqual(5);
      seen.push(...body.payload.map((w: { id: string }) => w.id));
      cursor = body.page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('filters on enabled and searches name and url', async () => {
    const off = (await get('/v3/webhooks?enabled=false')).json().payload;
    expect(off.length).toBeGreaterThan(0);
    for (const w of off) expect(w.enabled).toBe(false);
    const crm = (await get('/v3/webhooks?q=CRM')).json().payload;
    for (const w of crm) expect(`${w.name} ${w.url}`.toLowerCase()).toContain('crm');
    const byHost = (await get('/v3/webhooks?q=archive.acme')).json().payload;
    expect(byHost.map((w: { name: string }) => w.name)).toEqual(['Recording archive']);
    expect((await get('/v3/webhooks?enabled=maybe')).statusCode).toBe(400);
  });

  it('creates, changes and deletes a webhook, each with an audit record', async () => {
    const created = await send('POST', '/v3/webhooks', { ...valid, name: '  Ticketing ' });
    expect(created.statusCode, created.body).toBe(200);
    const hook = created.json().payload[0];
    expect(hook).toMatchObject({ name: 'Ticketing', enabled: true, events: valid.events });
    expect(hook.id).toMatch(/^WH[0-9a-f]{32}$/);
    const changed = await send('PUT', `/v3/webhooks/${hook.id}`, { ...valid, enabled: false });
    expect(changed.json().payload[0]).toMatchObject({ id: hook.id, enabled: false, created: hook.created });
    expect(changed.json().payload[0].updated >= hook.updated).toBe(true);
    expect((await send('DELETE', `/v3/webhooks/${hook.id}`)).statusCode).toBe(200);
    expect((await get(`/v3/webhooks/${hook.id}`)).statusCode).toBe(404);
    const audit = await app.t.database.db.select().from(auditLog).where(eq(auditLog.targetId, hook.id));
    expect(audit.map((a) => a.action).sort()).toEqual([
      'webhooks.create',
      'webhooks.delete',
      'webhooks.update',
    ]);
  });

  it('disables and deletes several at once, one audit record per row; a rename of many is a 409', async () => {
    const ids = (await get('/v3/webhooks?limit=3')).json().payload.map((w: { id: string }) => w.id);
    const off = await send('PATCH', '/v3/webhooks', { ids, changes: { enabled: false } });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().payload.map((w: { enabled: boolean }) => w.enabled)).toEqual([false, false, false]);
    const before = await acmeRows();
    const clash = await send('PATCH', '/v3/webhooks', { ids, changes: { name: 'All the same' } });
    expect(clash.statusCode).toBe(409);
    expect(await acmeRows()).toEqual(before);
    const badUrl = await send('PATCH', '/v3/webhooks', { ids, changes: { url: 'ftp://x' } });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json().error[0]).toMatchObject({ field: 'changes.url', message: MESSAGES.urlHttp });
    expect((await send('PATCH', '/v3/webhooks', { ids, changes: {} }, as.supervisor)).statusCode).toBe(403);
    expect((await send('DELETE', '/v3/webhooks', { ids }, as.supervisor)).statusCode).toBe(403);
    const gone = await send('DELETE', '/v3/webhooks', { ids });
    expect(gone.statusCode, gone.body).toBe(200);
    for (const id of ids) {
      const rows = await app.t.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
      expect(rows.map((a) => [a.action, a.detail])).toEqual([
        ['webhooks.update', { fields: ['enabled'], bulk: 3 }],
        ['webhooks.delete', { bulk: 3 }],
      ]);
    }
  });

  it('refuses a second webhook of the same name with 409 and writes nothing', async () => {
    const [taken] = (await get('/v3/webhooks?limit=1')).json().payload;
    const before = await acmeRows();
    const res = await send('POST', '/v3/webhooks', { ...valid, name: taken.name });
    expect(res.statusCode).toBe(409);
    expect(res.json().error[0]).toMatchObject({
      code: 'conflict',
      field: 'name',
      message: OUR_MESSAGES.webhookNameTaken,
    });
    const other = (await get('/v3/webhooks?limit=2')).json().payload[1];
    const rename = await send('PUT', `/v3/webhooks/${other.id}`, { ...valid, name: taken.name });
    expect(rename.statusCode).toBe(409);
    expect(await acmeRows()).toEqual(before);
  });

  it('lets another account use a name Acme uses', async () => {
    const [taken] = (await get('/v3/webhooks?limit=1')).json().payload;
    const res = await send('POST', '/v3/webhooks', { ...valid, name: taken.name }, as.globex);
    expect(res.statusCode).toBe(200);
  });

  const BAD: Array<[string, object, string, string]> = [
    ['a url that is not one', { url: 'not a url' }, 'url', MESSAGES.urlHttp],
    ['an ftp url', { url: 'ftp://files.example.com/in' }, 'url', MESSAGES.urlHttp],
    ['a javascript: url', { url: 'javascript:alert(1)' }, 'url', MESSAGES.urlHttp],
    ['credentials in the url', { url: 'https://bob:secret@hooks.example.com/' }, 'url', MESSAGES.urlHttp],
    ['a url too long', { url: `https://example.com/${'a'.repeat(2000)}` }, 'url', MESSAGES.urlHttp],
    ['no url', { url: undefined }, 'url', MESSAGES.urlHttp],
    ['a blank name', { name: '   ' }, 'name', OUR_MESSAGES.webhookNameRequired],
    ['a name too long', { name: 'n'.repeat(101) }, 'name', OUR_MESSAGES.webhookNameTooLong],
    ['no events', { events: [] }, 'events', OUR_MESSAGES.webhookEventsRequired],
    [
      'an event twice',
      { events: ['sms_inbound', 'sms_inbound'] },
      'events',
      OUR_MESSAGES.webhookEventsRepeated,
    ],
    ['an unknown event', { events: ['fax_received'] }, 'events.0', OUR_MESSAGES.webhookEventUnknown],
    ['enabled as text', { enabled: 'yes' }, 'enabled', OUR_MESSAGES.required],
    ['a NUL in the name', { name: 'a\u0000b' }, 'name', OUR_MESSAGES.unstorableText],
  ];

  it.each(BAD)(
    'refuses %s on create and on change, with the form’s message, writing nothing',
    async (_what, change, field, message) => {
      const before = await acmeRows();
      const id = await firstId();
      for (const res of [
        await send('POST', '/v3/webhooks', { ...valid, ...change }),
        await send('PUT', `/v3/webhooks/${id}`, { ...valid, ...change }),
      ]) {
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().error).toContainEqual({ code: 'validation', field, message });
      }
      expect(await acmeRows()).toEqual(before);
    },
  );

  it('refuses fields it does not take (an account, an id)', async () => {
    const before = await acmeRows();
    expect((await send('POST', '/v3/webhooks', { ...valid, accountSid: GLOBEX.accountSid })).statusCode).toBe(
      400,
    );
    expect((await send('POST', '/v3/webhooks', { ...valid, id: 'WH' + '0'.repeat(32) })).statusCode).toBe(
      400,
    );
    expect(await acmeRows()).toEqual(before);
  });

  it('lets a supervisor read but not change; an agent cannot read', async () => {
    expect((await get('/v3/webhooks', as.supervisor)).statusCode).toBe(200);
    expect((await send('POST', '/v3/webhooks', valid, as.supervisor)).statusCode).toBe(403);
    expect((await get('/v3/webhooks', as.agent)).statusCode).toBe(403);
    expect((await get('/v3/webhooks/events', as.agent)).statusCode).toBe(403);
  });
});

describe('the fixed webhook paths, never taken for an id', () => {
  it('GET /v3/webhooks/events: the catalogue with payload fields', async () => {
    const res = await get('/v3/webhooks/events');
    expect(res.statusCode).toBe(200);
    const events = res.json().payload;
    expect(events.map((e: { event: string }) => e.event)).toEqual(WEBHOOK_EVENT_NAMES);
    expect(events.find((e: { event: string }) => e.event === 'webrtc_user_status').fields).toEqual([
      'clientid',
      'accountsid',
      'status',
    ]);
  });

  it('GET /v3/webhooks/presets', async () => {
    const res = await get('/v3/webhooks/presets');
    expect(res.statusCode).toBe(200);
    expect(res.json().payload.map((p: { id: string }) => p.id)).toEqual(WEBHOOK_PRESETS.map((p) => p.id));
  });

  it('GET /v3/webhooks/connections: per host, how many webhooks and how many on', async () => {
    const res = await get('/v3/webhooks/connections');
    expect(res.statusCode).toBe(200);
    const rows = res.json().payload as Array<{ host: string; webhooks: number; enabled: number }>;
    const all = (await get('/v3/webhooks?limit=500')).json().payload;
    expect(rows.reduce((n, r) => n + r.webhooks, 0)).toBe(all.length);
    expect(rows.reduce((n, r) => n + r.enabled, 0)).toBe(
      all.filter((w: { enabled: boolean }) => w.enabled).length,
    );
    expect(rows.find((r) => r.host === 'crm.acme-example.com')).toEqual({
      host: 'crm.acme-example.com',
      webhooks: 2,
      enabled: 2,
    });
    expect(rows.map((r) => r.host)).toEqual(rows.map((r) => r.host).toSorted());
    const theirs = (await get('/v3/webhooks/connections', as.globex)).json().payload;
    expect(theirs.map((r: { host: string }) => r.host)).not.toContain('crm.acme-example.com');
  });

  it('a PUT or DELETE on a fixed path is no webhook: 404, nothing changed', async () => {
    const before = await acmeRows();
    expect((await send('PUT', '/v3/webhooks/presets', valid)).statusCode).toBe(404);
    expect((await send('DELETE', '/v3/webhooks/events')).statusCode).toBe(404);
    expect(await acmeRows()).toEqual(before);
    const [row] = await app.t.database.db
      .select()
      .from(webhooks)
      .where(and(eq(webhooks.accountSid, ACME), eq(webhooks.name, 'presets')));
    expect(row).toBeUndefined();
  });
});
