import { describe, expect, it } from 'vitest';
import { MESSAGES, OUR_MESSAGES } from '../validation/messages';
import { WEBHOOK_EVENT_NAMES } from '../catalog/webhook-events';
import {
  WEBHOOK_NAME_MAX_LENGTH,
  ZWebhookInput,
  webhookEventCatalogue,
  webhookPresets,
  webhooksResource,
} from './webhooks';

const valid = { name: 'Orders', url: 'https://hooks.example.com/in', enabled: true, events: ['sms_inbound'] };
const errorsOf = (input: unknown) =>
  ZWebhookInput.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('ZWebhookInput', () => {
  it('accepts a valid webhook and trims name and url', () => {
    const parsed = ZWebhookInput.parse({ ...valid, name: '  Orders ', url: ' http://a.example.org/x?y=1 ' });
    expect(parsed.name).toBe('Orders');
    expect(parsed.url).toBe('http://a.example.org/x?y=1');
  });

  it.each([
    ['not a url'],
    ['ftp://files.example.com/'],
    ['javascript:alert(1)'],
    ['http:/hooks.example.com'],
    ['https://'],
    ['https://user:secret@hooks.example.com/'],
    ['https://token@hooks.example.com/'],
    ['https://exa mple.com/'],
    [''],
    [`https://example.com/${'a'.repeat(2000)}`],
  ])('refuses the url %j with the spec message', (url) => {
    expect(errorsOf({ ...valid, url })).toEqual([['url', MESSAGES.urlHttp]]);
  });

  it('accepts an @ in the path: only credentials before the host are refused', () => {
    expect(errorsOf({ ...valid, url: 'https://hooks.example.com/@team' })).toEqual([]);
  });

  it('needs a name, at most the length', () => {
    expect(errorsOf({ ...valid, name: '   ' })).toEqual([['name', OUR_MESSAGES.webhookNameRequired]]);
    expect(errorsOf({ ...valid, name: 'x'.repeat(WEBHOOK_NAME_MAX_LENGTH + 1) })).toEqual([
      ['name', OUR_MESSAGES.webhookNameTooLong],
    ]);
    expect(errorsOf({ ...valid, name: 'x'.repeat(WEBHOOK_NAME_MAX_LENGTH) })).toEqual([]);
  });

  it('needs a non-empty subset of the catalogue, each event once', () => {
    expect(errorsOf({ ...valid, events: [] })).toEqual([['events', OUR_MESSAGES.webhookEventsRequired]]);
    expect(errorsOf({ ...valid, events: ['sms_inbound', 'sms_inbound'] })).toEqual([
      ['events', OUR_MESSAGES.webhookEventsRepeated],
    ]);
    expect(errorsOf({ ...valid, events: ['fax_received'] })).toEqual([
      ['events.0', OUR_MESSAGES.webhookEventUnknown],
    ]);
    expect(errorsOf({ ...valid, events: [...WEBHOOK_EVENT_NAMES] })).toEqual([]);
  });

  it('refuses fields it does not know (the id, the account)', () => {
    expect(ZWebhookInput.safeParse({ ...valid, accountSid: 'AC1' }).success).toBe(false);
  });

  it('has valid examples', () => {
    expect(ZWebhookInput.safeParse(webhooksResource.examples?.create).success).toBe(true);
    expect(ZWebhookInput.safeParse(webhooksResource.examples?.update).success).toBe(true);
  });
});

describe('the webhook catalogue answers', () => {
  it('lists every event with its payload fields', () => {
    const catalogue = webhookEventCatalogue();
    expect(catalogue.map((e) => e.event)).toEqual(WEBHOOK_EVENT_NAMES);
    expect(catalogue.find((e) => e.event === 'sms_inbound')?.fields).toEqual(['to', 'from', 'body']);
  });

  it('offers presets as plain lists', () => {
    expect(webhookPresets().map((p) => p.name)).toContain('Messages in and out');
  });
});
